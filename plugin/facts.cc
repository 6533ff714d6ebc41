/* facts.cc - what the other units of a build know (facts-out=FILE,
   facts=FILE; summary-out and summary-in are their old names).

   One compile sees one translation unit.  Attacker data that enters in
   one file and is used in another (a system call in fs/open.c handing
   its argument to file_close_fd () in fs/file.c; x86_pmu.event_map ()
   called with a user's event number in events/core.c, defined in
   events/intel/core.c) is out of its sight.  Like smatch's database,
   compiles of the whole build close the gap: each writes what it learned
   (facts-out), the next round of compiles reads it (facts), until a round
   learns nothing new (nospec-scan --facts does the rounds).

   The facts file: text, one fact a line, written by each unit as one
   block with a single append (parallel compiles never interleave):

     unit SOURCE
     param NAME N [ATTR...]        attacker data passed to parameter N
                                   (from 1) of public function NAME
     icall TYPE FIELD N [ATTR...]  attacker data passed as argument N to a
                                   call through function-pointer field
                                   FIELD of struct TYPE
     fnptr TYPE FIELD NAME [file=F]  function NAME (static: of file F) is
                                   stored into that field
     return NAME [ATTR...]         public function NAME returns attacker
                                   data
     field TYPE FIELD [ATTR...]    attacker data stored into integer field
                                   FIELD of struct TYPE
     end COUNT                     the block's COUNT fact lines are whole

   ATTRs say where and how: at=FILE:LINE:COL (the call, the store, the
   return), from=FUNCTION (where it was made), check=FILE:LINE:COL (a
   check of the value's own upper bound that the call, store or return
   sits under: the value was checked there), cond=TEXT (that check as
   written), bound=TEXT (the bound it was checked against).  TEXT is
   percent-encoded (no spaces).  '#' starts a comment.  Lines outside
   a block (written by hand, or by nospec 0.2's summary-out) are read as
   well; a block without its end line, a malformed line or an unknown
   kind is an error naming FILE:LINE.

   What a reader makes of them (taint.cc, detect-facts.cc): a parameter
   with a param fact, or with an icall fact for a field its function is
   stored into (fnptr), is attacker data; so is a call's result with a
   return fact and a load of a field with a field fact.  Where every
   fact of a value says it was checked, a load indexed by the value with
   no check of its own is a gadget whose check is in the other function
   (the site's notes point there).

   facts-deps=FILE (for nospec-scan): each unit appends one line, its
   object file and the keys of the facts it looked up, so that a round
   recompiles only the units whose facts changed.  */

#include "gcc-compat.h"
#include "nospec-plugin.h"

#include <fcntl.h>
#include <unistd.h>

namespace nospec {

typedef hash_map<const char *, struct fact_entry *, simple_hashmap_traits
                   <nofree_string_hash, struct fact_entry *> > entry_map;
typedef hash_map<const char *, vec<const char *> *, simple_hashmap_traits
                   <nofree_string_hash, vec<const char *> *> > list_map;
typedef hash_set<const char *, false, nofree_string_hash> key_set;

/* facts=FILE: the entries by key ("param NAME N", "icall TYPE FIELD N",
   "return NAME", "field TYPE FIELD"), and the fields each function is
   stored into ("NAME" for a public function, "FILE NAME" for a static
   one) as "TYPE FIELD" strings.  */
static entry_map *fact_entries;
static list_map *fnptr_fields;
static key_set *fact_lines_seen;

/* facts-out: this unit's lines and their keys; facts-deps: the keys it
   looked up.  */
static vec<char *> out_lines;
static key_set *out_keys;
static key_set *queried_keys;

/* The name FNDECL is known by across the build: its symbol if public,
   "FILE NAME" if static.  NULL for anything unnamed.  */
static char *
fn_key_name (tree fndecl)
{
  if (!fndecl || TREE_CODE (fndecl) != FUNCTION_DECL || !DECL_NAME (fndecl))
    return NULL;
  if (TREE_PUBLIC (fndecl))
    return xstrdup (IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (fndecl)));
  const char *file = DECL_SOURCE_FILE (fndecl);
  return xasprintf ("%s %s", file ? file : "?",
                    IDENTIFIER_POINTER (DECL_NAME (fndecl)));
}

static const char *
record_name (tree type)
{
  if (!type || !RECORD_OR_UNION_TYPE_P (type))
    return NULL;
  tree name = TYPE_NAME (TYPE_MAIN_VARIANT (type));
  if (name && TREE_CODE (name) == TYPE_DECL)
    name = DECL_NAME (name);
  return name && TREE_CODE (name) == IDENTIFIER_NODE
         ? IDENTIFIER_POINTER (name) : NULL;
}

/* The "TYPE FIELD" key of REF, a COMPONENT_REF of a named field: TYPE
   names the structure that declares it, or for a field of an anonymous
   union or structure, the structure that holds that (io_cqe's fd);
   NULL for anything else.  The caller frees the key.  */
char *
field_key (tree ref)
{
  if (!ref || TREE_CODE (ref) != COMPONENT_REF)
    return NULL;
  tree field = TREE_OPERAND (ref, 1);
  if (TREE_CODE (field) != FIELD_DECL || !DECL_NAME (field))
    return NULL;
  const char *type = record_name (DECL_CONTEXT (field));
  tree outer = TREE_OPERAND (ref, 0);
  if (!type && TREE_CODE (outer) == COMPONENT_REF)
    type = record_name (DECL_CONTEXT (TREE_OPERAND (outer, 1)));
  if (!type)
    return NULL;
  return xasprintf ("%s %s", type, IDENTIFIER_POINTER (DECL_NAME (field)));
}

/* ---- Text of attribute values.  ---- */

/* TEXT with the characters a facts line cannot hold as such ('%', '#',
   '=', white space and control characters) written %XX.  */
static char *
encode (const char *text)
{
  size_t len = strlen (text);
  char *out = XNEWVEC (char, 3 * len + 1);
  char *p = out;
  for (const unsigned char *s = (const unsigned char *) text; *s; s++)
    if (*s <= ' ' || *s == '%' || *s == '#' || *s == '=' || *s == 127)
      p += sprintf (p, "%%%02X", *s);
    else
      *p++ = *s;
  *p = '\0';
  return out;
}

/* The text encode () wrote, or NULL when TEXT is malformed.  */
static char *
decode (const char *text)
{
  char *out = XNEWVEC (char, strlen (text) + 1);
  char *p = out;
  for (const char *s = text; *s; s++)
    {
      if (*s != '%')
        {
          *p++ = *s;
          continue;
        }
      unsigned v;
      if (!ISXDIGIT (s[1]) || !ISXDIGIT (s[2])
          || sscanf (s + 1, "%2x", &v) != 1 || v == 0)
        {
          XDELETEVEC (out);
          return NULL;
        }
      *p++ = (char) v;
      s += 2;
    }
  *p = '\0';
  return out;
}

/* Is TEXT a source position FILE:LINE or FILE:LINE:COL?  */
static bool
position_p (const char *text)
{
  const char *p = text + strlen (text);
  int groups = 0;
  while (groups < 2)
    {
      const char *q = p;
      while (q > text && ISDIGIT (q[-1]))
        q--;
      if (q == p || q == text || q[-1] != ':')
        break;
      groups++;
      p = q - 1;
    }
  return groups >= 1 && p > text;
}

/* A location for the position POS (FILE:LINE[:COL], as position_text
   writes it) in a file this compile may never have read: a line map
   renamed to FILE, as the LTO streamer makes for the positions it reads.
   UNKNOWN_LOCATION in LTO (the streamer keeps its own place in the line
   table) or when POS is no position.  */
location_t
position_location (const char *pos)
{
  static hash_map<const char *, location_t, simple_hashmap_traits
                    <nofree_string_hash, location_t> > *made;
  if (!pos || in_lto_p || !position_p (pos))
    return UNKNOWN_LOCATION;
  if (!made)
    made = new hash_map<const char *, location_t, simple_hashmap_traits
                          <nofree_string_hash, location_t> >;
  if (location_t *l = made->get (pos))
    return *l;
  char *file = xstrdup (pos);
  char *colon = strrchr (file, ':');
  int line = 0, col = 0;
  *colon = '\0';
  int last = atoi (colon + 1);
  char *colon2 = strrchr (file, ':');
  if (colon2 && colon2 > file && ISDIGIT (colon2[1]))
    {
      bool digits = true;
      for (char *s = colon2 + 1; *s; s++)
        digits &= ISDIGIT (*s) != 0;
      if (digits)
        {
          *colon2 = '\0';
          line = atoi (colon2 + 1);
          col = last;
        }
    }
  if (!line)
    line = last;
  /* The file name must outlive the line table.  */
  const char *name = ggc_strdup (file);
  free (file);
  linemap_add (line_table, LC_RENAME, false, name, line);
  linemap_line_start (line_table, line, col + 1);
  location_t loc = linemap_position_for_column (line_table, col);
  made->put (xstrdup (pos), loc);
  return loc;
}

/* ---- Reading.  ---- */

static void
add_check (struct fact_entry *e, const struct fact_check *c)
{
  if (!c->check)
    {
      /* Unchecked: a few of the places where it comes in, for notes.  */
      e->plain = true;
      if (c->at && e->entries.length () < MAX_FACT_CHECKS)
        {
          for (unsigned i = 0; i < e->entries.length (); i++)
            if (strcmp (e->entries[i].at, c->at) == 0)
              return;
          e->entries.safe_push (*c);
        }
      return;
    }
  for (unsigned i = 0; i < e->checks.length (); i++)
    if (strcmp (e->checks[i].check, c->check) == 0
        && !strcmp (e->checks[i].at ? e->checks[i].at : "",
                     c->at ? c->at : ""))
      return;
  if (e->checks.length () < MAX_FACT_CHECKS)
    e->checks.safe_push (*c);
}

static void
add_entry (const char *key, const struct fact_check *c)
{
  bool existed;
  struct fact_entry *&e = fact_entries->get_or_insert (xstrdup (key),
                                                        &existed);
  if (!existed)
    {
      e = XCNEW (struct fact_entry);
      e->checks = vNULL;
      e->entries = vNULL;
    }
  add_check (e, c);
}

/* Parse the attributes of a fact line (the words from WORDS[FIRST] on)
   into *C; false, with *BAD the offending word, if one is malformed.  */
static bool
parse_attrs (char **words, unsigned n, unsigned first, struct fact_check *c,
             const char **bad)
{
  memset (c, 0, sizeof *c);
  for (unsigned i = first; i < n; i++)
    {
      char *eq = strchr (words[i], '=');
      *bad = words[i];
      if (!eq || eq == words[i] || !eq[1])
        return false;
      *eq = '\0';
      char *value = decode (eq + 1);
      const char *name = words[i];
      bool ok = value != NULL;
      if (!ok)
        ;
      else if (strcmp (name, "at") == 0)
        ok = position_p (value), c->at = value;
      else if (strcmp (name, "check") == 0)
        ok = position_p (value), c->check = value;
      else if (strcmp (name, "cond") == 0)
        c->cond = value;
      else if (strcmp (name, "bound") == 0)
        c->bound = value;
      else if (strcmp (name, "from") == 0)
        c->from = value;
      else if (strcmp (name, "file") == 0)
        c->file = value;
      else if (strcmp (name, "object") == 0)
        {
          ok = strcmp (value, "local") == 0;
          c->local = ok;
          free (value);
        }
      else
        ok = false;
      *eq = '=';
      if (!ok)
        return false;
    }
  return true;
}

/* Is WORD a parameter number (1 to 999)?  */
static bool
arg_number_p (const char *word)
{
  int n = 0;
  char rest[2];
  return sscanf (word, "%d%1s", &n, rest) == 1 && n >= 1 && n <= 999
         && ISDIGIT (word[0]);
}

/* Read one fact line (comment removed) of FILE; LINENO for errors.  */
static bool
read_fact (const char *file, unsigned lineno, char *line)
{
  char *words[16];
  unsigned n = 0;
  for (char *tok = strtok (line, " \t\r\n"); tok && n < 16;
       tok = strtok (NULL, " \t\r\n"))
    words[n++] = tok;
  if (n == 0)
    return true;
  if (n == 16)
    {
      error ("%s:%u: too many words in a facts line", file, lineno);
      return false;
    }
  const char *kind = words[0];
  unsigned fixed;
  if (strcmp (kind, "param") == 0)
    fixed = 3;
  else if (strcmp (kind, "icall") == 0 || strcmp (kind, "fnptr") == 0)
    fixed = 4;
  else if (strcmp (kind, "return") == 0)
    fixed = 2;
  else if (strcmp (kind, "field") == 0)
    fixed = 3;
  else
    {
      error ("%s:%u: unknown fact %qs (expected %<param%>, %<icall%>, "
             "%<fnptr%>, %<return%>, %<field%>, %<unit%> or %<end%>)",
             file, lineno, kind);
      return false;
    }
  if (n < fixed || strchr (words[fixed - 1], '='))
    {
      error ("%s:%u: %qs needs %s", file, lineno, kind,
             fixed == 2 ? "a function name"
             : strcmp (kind, "param") == 0 ? "a function name and a "
               "parameter number from 1"
             : strcmp (kind, "field") == 0 ? "a structure and a field name"
             : strcmp (kind, "icall") == 0 ? "a structure, a field and an "
               "argument number from 1"
             : "a structure, a field and a function name");
      return false;
    }
  if ((strcmp (kind, "param") == 0 && !arg_number_p (words[2]))
      || (strcmp (kind, "icall") == 0 && !arg_number_p (words[3])))
    {
      error ("%s:%u: %qs: expected a parameter number from 1, got %qs",
             file, lineno, kind, words[fixed - 1]);
      return false;
    }
  struct fact_check c;
  const char *bad = NULL;
  if (!parse_attrs (words, n, fixed, &c, &bad))
    {
      error ("%s:%u: malformed attribute %qs (expected %<at=%>, "
             "%<check=%>, %<cond=%>, %<bound=%>, %<from=%>, %<file=%> or "
             "%<object=local%>, positions as %<FILE:LINE:COL%>)", file,
             lineno, bad);
      return false;
    }
  if (strcmp (kind, "fnptr") == 0)
    {
      char *name = c.file ? xasprintf ("%s %s", c.file, words[3])
                          : xstrdup (words[3]);
      bool existed;
      vec<const char *> *&list = fnptr_fields->get_or_insert (name, &existed);
      if (!existed)
        list = new vec<const char *> ();
      else
        free (name);
      char *tf = xasprintf ("%s %s", words[1], words[2]);
      for (unsigned i = 0; i < list->length (); i++)
        if (strcmp ((*list)[i], tf) == 0)
          {
            free (tf);
            tf = NULL;
            break;
          }
      if (tf)
        list->safe_push (tf);
      return true;
    }
  char *key = fixed == 2 ? xasprintf ("%s %s", kind, words[1])
              : fixed == 3 ? xasprintf ("%s %s %s", kind, words[1], words[2])
              : xasprintf ("%s %s %s %s", kind, words[1], words[2], words[3]);
  c.way = EXT_PASSED;
  if (strcmp (kind, "icall") == 0 || strcmp (kind, "field") == 0)
    {
      c.via = xasprintf ("%s.%s", words[1], words[2]);
      c.way = kind[0] == 'i' ? EXT_CALLED : EXT_STORED;
    }
  else if (strcmp (kind, "return") == 0)
    c.way = EXT_RETURNED;
  add_entry (key, &c);
  free (key);
  return true;
}

/* Read FILE for facts=FILE.  Errors name FILE:LINE.  */
bool
load_facts_file (const char *file)
{
  FILE *f = fopen (file, "r");
  if (!f)
    {
      error ("cannot open %qs for %<-fplugin-arg-nospec-facts%>: %m", file);
      return false;
    }
  if (!fact_entries)
    {
      fact_entries = new entry_map;
      fnptr_fields = new list_map;
      fact_lines_seen = new key_set;
    }
  /* The same file as facts-out: a unit appending its block meanwhile is
     no error; its lines are for the next round.  */
  bool also_written = opts.facts_out && strcmp (opts.facts_out, file) == 0;
  char *line = NULL;
  size_t cap = 0;
  ssize_t len;
  unsigned lineno = 0, block_start = 0, block_lines = 0;
  bool in_block = false, ok = true;
  while ((len = getline (&line, &cap, f)) >= 0)
    {
      lineno++;
      if (len == 0 || line[len - 1] != '\n')
        {
          if (also_written)
            break;
          error ("%s:%u: the last line has no end (the file is truncated)",
                 file, lineno);
          ok = false;
          break;
        }
      if (memchr (line, '\0', len))
        {
          error ("%s:%u: a NUL byte in a facts line (not a facts file?)",
                 file, lineno);
          ok = false;
          break;
        }
      char *hash = strchr (line, '#');
      if (hash)
        *hash = '\0';
      char word[16];
      unsigned count = 0;
      char rest[2];
      int n = sscanf (line, "%15s", word);
      if (n <= 0)
        continue;
      if (strcmp (word, "unit") == 0)
        {
          if (in_block)
            {
              error ("%s:%u: the block begun at line %u has no %<end%> line "
                     "(the file is truncated or two writes mixed)", file,
                     lineno, block_start);
              ok = false;
            }
          in_block = true;
          block_start = lineno;
          block_lines = 0;
          continue;
        }
      if (strcmp (word, "end") == 0)
        {
          if (!in_block
              || sscanf (line, "%*s %u %1s", &count, rest) != 1
              || count != block_lines)
            {
              error ("%s:%u: %qs does not close a block of that many facts",
                     file, lineno, "end");
              ok = false;
            }
          in_block = false;
          continue;
        }
      if (in_block)
        block_lines++;
      /* Each distinct line once (every round appends the same ones).  */
      char *copy = xstrdup (line);
      char *trim = copy + strlen (copy);
      while (trim > copy && ISSPACE (trim[-1]))
        *--trim = '\0';
      if (fact_lines_seen->add (copy))
        {
          free (copy);
          continue;
        }
      char *work = xstrdup (copy);
      if (!read_fact (file, lineno, work))
        ok = false;
      free (work);
    }
  if (in_block && ok && !also_written)
    {
      error ("%s:%u: the block begun at line %u has no %<end%> line (the "
             "file is truncated)", file, lineno, block_start);
      ok = false;
    }
  free (line);
  fclose (f);
  return ok;
}

/* ---- Looking facts up.  ---- */

/* facts-deps: note that this unit looked up KEY.  */
static void
note_query (const char *key)
{
  if (!opts.facts_deps)
    return;
  if (!queried_keys)
    queried_keys = new key_set;
  if (!queried_keys->contains (key))
    queried_keys->add (xstrdup (key));
}

static struct fact_entry *
lookup (const char *key)
{
  note_query (key);
  if (!fact_entries)
    return NULL;
  struct fact_entry **e = fact_entries->get (key);
  return e ? *e : NULL;
}

/* The facts about parameter PARM_INDEX (0-based) of FNDECL: its own
   param facts and the icall facts of the fields FNDECL is stored into.
   Appends them to OUT (when given); returns whether there is one.  */
bool
param_facts (tree fndecl, unsigned parm_index,
             vec<const struct fact_entry *> *out)
{
  char *name = fn_key_name (fndecl);
  if (!name)
    return false;
  bool found = false;
  char *key = xasprintf ("param %s %u", name, parm_index + 1);
  if (const struct fact_entry *e = lookup (key))
    {
      found = true;
      if (out)
        out->safe_push (e);
    }
  free (key);
  vec<const char *> **fields = fnptr_fields ? fnptr_fields->get (name) : NULL;
  for (unsigned i = 0; fields && i < (*fields)->length (); i++)
    {
      key = xasprintf ("icall %s %u", (**fields)[i], parm_index + 1);
      if (const struct fact_entry *e = lookup (key))
        {
          found = true;
          if (out)
            out->safe_push (e);
        }
      free (key);
    }
  free (name);
  return found;
}

/* Is parameter PARM_INDEX of FNDECL attacker data by the facts?  */
bool
fact_param_p (tree fndecl, unsigned parm_index)
{
  return param_facts (fndecl, parm_index, NULL);
}

/* The return fact of FNDECL (a public function), or NULL.  */
const struct fact_entry *
return_facts (tree fndecl)
{
  if (!fndecl || TREE_CODE (fndecl) != FUNCTION_DECL || !TREE_PUBLIC (fndecl)
      || fndecl_built_in_p (fndecl))
    return NULL;
  char *name = fn_key_name (fndecl);
  if (!name)
    return NULL;
  char *key = xasprintf ("return %s", name);
  const struct fact_entry *e = lookup (key);
  free (key);
  free (name);
  return e;
}

/* The field fact of REF (a load's memory reference), or NULL.  */
const struct fact_entry *
field_facts (tree ref)
{
  char *fk = field_key (ref);
  if (!fk)
    return NULL;
  char *key = xasprintf ("field %s", fk);
  const struct fact_entry *e = lookup (key);
  free (key);
  free (fk);
  return e;
}

/* Did function FN (a FUNCTION_DECL or NULL) write the value of check C
   (its from=)?  */
bool
fact_made_in_p (const struct fact_check *c, tree fn)
{
  return c->from && fn && TREE_CODE (fn) == FUNCTION_DECL && DECL_NAME (fn)
         && strcmp (c->from, IDENTIFIER_POINTER (DECL_NAME (fn))) == 0;
}

/* Is the load REF, in function FN (ORIGIN: the function its statement
   was written in, when inlined), attacker data by the field facts?  When
   a writer stored the field's value unchecked, yes.  A value every writer
   checked before storing it is attacker data only in the function that
   checked and stored it (the check, the store and the load in one call,
   i915_perf.c's props->oa_format): elsewhere the load reads what the
   check let through when it was not mispredicted, from an earlier call
   (perf_event_alloc's check of event->cpu against the loads of
   event->cpu in every later perf operation).  A value checked and then
   stored into a structure on the writer's stack (object=local) lives
   only while that call runs: every load of it is in that call, under
   the writer's check (nl80211's parse_txq_params () stores the checked
   queue number into the txq_params it hands to the driver).  */
bool
fact_field_ref_p (tree ref, tree fn, tree origin)
{
  const struct fact_entry *e = field_facts (ref);
  if (!e)
    return false;
  if (e->plain)
    return true;
  for (unsigned i = 0; i < e->checks.length (); i++)
    if (e->checks[i].local || fact_made_in_p (&e->checks[i], fn)
        || fact_made_in_p (&e->checks[i], origin))
      return true;
  return false;
}

/* ---- Writing.  ---- */

/* facts-out: the position of LOC as FILE:LINE:COL (the macro's use for a
   location inside a macro), or NULL.  */
char *
position_text (location_t loc)
{
  if (loc == UNKNOWN_LOCATION)
    return NULL;
  expanded_location x = user_location (loc);
  if (!x.file || x.line <= 0)
    return NULL;
  return xasprintf ("%s:%d:%d", x.file, x.line, x.column);
}

/* facts-out: add the fact KIND WORDS with the attributes of C (may be
   NULL), unless this unit has it already.  */
void
write_fact (const char *kind, const char *words, const struct fact_check *c)
{
  if (!opts.facts_out)
    return;
  if (!out_keys)
    out_keys = new key_set;
  pretty_printer pp;
  pp_string (&pp, kind);
  pp_space (&pp);
  pp_string (&pp, words);
  if (c)
    {
      const char *names[] = { "at", "check", "cond", "bound", "from",
                              "file" };
      const char *values[] = { c->at, c->check, c->cond, c->bound, c->from,
                               c->file };
      for (unsigned i = 0; i < ARRAY_SIZE (names); i++)
        if (values[i])
          {
            char *v = encode (values[i]);
            pp_space (&pp);
            pp_string (&pp, names[i]);
            pp_character (&pp, '=');
            pp_string (&pp, v);
            XDELETEVEC (v);
          }
      if (c->local)
        pp_string (&pp, " object=local");
    }
  char *line = xstrdup (pp_formatted_text (&pp));
  if (out_keys->add (line))
    {
      free (line);
      return;
    }
  out_lines.safe_push (line);
}

/* Append TEXT to FILE in one write; OPTION names the option for errors.  */
static void
append_text (const char *file, const char *text, const char *option)
{
  size_t len = strlen (text);
  int fd = open (file, O_WRONLY | O_APPEND | O_CREAT, 0666);
  if (fd < 0 || write (fd, text, len) != (ssize_t) len)
    error ("cannot write %<-fplugin-arg-nospec-%s%> file %qs: %m", option,
           file);
  if (fd >= 0)
    close (fd);
}

/* The object file this compile writes (from -dumpdir and -dumpbase, as
   the driver passes them), or the main input file's name.  */
static char *
object_name (void)
{
  if (dump_base_name && *dump_base_name)
    {
      const char *base = dump_base_name;
      char *obj;
      /* cc1 may already have prefixed the dump directory.  */
      if (dump_dir_name && *dump_dir_name
          && strncmp (base, dump_dir_name, strlen (dump_dir_name)) != 0)
        obj = concat (dump_dir_name, base, NULL);
      else
        obj = xstrdup (base);
      size_t len = strlen (obj);
      size_t ext = dump_base_ext ? strlen (dump_base_ext) : 0;
      if (ext && len > ext && strcmp (obj + len - ext, dump_base_ext) == 0)
        obj[len - ext] = '\0';
      /* Absolute: compiles run in many directories, the scan in one.  */
      char *o = IS_ABSOLUTE_PATH (obj) ? concat (obj, ".o", NULL)
                : concat (getpwd (), "/", obj, ".o", NULL);
      free (obj);
      return o;
    }
  return xstrdup (main_input_filename ? main_input_filename : "?");
}

/* PLUGIN_FINISH: append this unit's block to facts-out's file, and its
   lookups to facts-deps's file.  */
void
facts_finish (void *, void *)
{
  if (seen_error ())
    return;
  const char *input = main_input_filename ? main_input_filename : "?";
  if (opts.facts_out && !out_lines.is_empty ())
    {
      pretty_printer pp;
      char *src = encode (input);
      pp_string (&pp, "unit ");
      pp_string (&pp, src);
      pp_newline (&pp);
      XDELETEVEC (src);
      for (unsigned i = 0; i < out_lines.length (); i++)
        {
          pp_string (&pp, out_lines[i]);
          pp_newline (&pp);
        }
      char *end = xasprintf ("end %u", out_lines.length ());
      pp_string (&pp, end);
      pp_newline (&pp);
      free (end);
      append_text (opts.facts_out, pp_formatted_text (&pp), "facts-out");
    }
  if (opts.facts_deps)
    {
      /* OBJECT SOURCE KEY... (tab-separated: keys hold spaces).  */
      pretty_printer pp;
      char *obj = object_name ();
      pp_string (&pp, obj);
      pp_character (&pp, '\t');
      pp_string (&pp, input);
      free (obj);
      if (queried_keys)
        for (key_set::iterator it = queried_keys->begin ();
             it != queried_keys->end (); ++it)
          {
            pp_character (&pp, '\t');
            pp_string (&pp, *it);
          }
      pp_newline (&pp);
      append_text (opts.facts_deps, pp_formatted_text (&pp), "facts-deps");
    }
}

} /* namespace nospec */
