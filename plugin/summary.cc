/* summary.cc - attacker data across translation units (summary-out=FILE,
   summary-in=FILE).

   Within one unit, taint.cc follows attacker data into the parameters of
   the unit's own functions (their callers in the unit hand it over).  A
   public function called from another file (the kernel's close() calling
   file_close_fd() in fs/file.c, arch_prctl() calling
   do_arch_prctl_common() in another file) is out of its sight.  Like
   smatch's database, two compiles close the gap:

   - summary-out=FILE: at the end of the compile, append to FILE one line
     per integer parameter of a public function that this unit calls
     with attacker data (after inlining, under the current taint model):
       param NAME N    # FILE:LINE CALLER
     N counts from 1; what follows '#' is a comment;
     and one line per integer field of a named structure that the unit
     stores attacker data into:
       field TYPE FIELD    # FILE:LINE FUNCTION
     (io_uring's "req->buf_index = READ_ONCE (sqe->buf_index)" in one
     function, "t[req->buf_index]" in another);
   - summary-in=FILE: read such lines, and take parameter N of the public
     function NAME as attacker data wherever it is defined, and a load of
     field FIELD of a structure TYPE as a source.

   FILE may be both: compiling every file again with summary-in=S
   summary-out=S follows the data one more file each round (the lines
   repeat; reading them again is harmless).  The lines of one unit are
   written with a single append, so parallel compiles (make -j) do not
   interleave them; a reader that meets a last line without its newline
   (one being appended) leaves it for the next round.  */

#include "gcc-compat.h"
#include "nospec-plugin.h"

#include <fcntl.h>
#include <unistd.h>

namespace nospec {

/* summary-in: "NAME N" keys of the attacker parameters.  */
static hash_set<const char *, false, nofree_string_hash> *summary_params;

/* summary-in: "TYPE FIELD" keys of the attacker fields.  */
static hash_set<const char *, false, nofree_string_hash> *summary_fields;

/* summary-out: this unit's lines, and their "NAME N" keys.  */
static vec<char *> summary_lines;
static hash_set<const char *, false, nofree_string_hash> *summary_keys;

/* The name the summary knows FNDECL by (its symbol).  */
static const char *
summary_name (tree fndecl)
{
  if (!DECL_NAME (fndecl))
    return NULL;
  return IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (fndecl));
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
static char *
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

/* Read FILE for summary-in=FILE; report errors with the file's lines.  */
bool
load_summary_file (const char *file)
{
  FILE *f = fopen (file, "r");
  if (!f)
    {
      error ("cannot open %qs for %<-fplugin-arg-nospec-summary-in%>: %m",
             file);
      return false;
    }
  if (!summary_params)
    {
      summary_params
        = new hash_set<const char *, false, nofree_string_hash>;
      summary_fields
        = new hash_set<const char *, false, nofree_string_hash>;
    }
  char line[1024];
  unsigned lineno = 0;
  bool ok = true;
  while (fgets (line, sizeof line, f))
    {
      lineno++;
      /* A last line without its newline is one a parallel compile is
         appending (summary-in and summary-out of one file): the next
         round reads it.  */
      if (!strchr (line, '\n') && feof (f))
        break;
      char *hash = strchr (line, '#');
      if (hash)
        *hash = '\0';
      char kind[16], name[512], field[512], rest[2];
      int arg = 0;
      int n = sscanf (line, "%15s %511s", kind, name);
      if (n <= 0)
        continue;
      char *key;
      hash_set<const char *, false, nofree_string_hash> *set;
      if (n == 2 && strcmp (kind, "field") == 0
          && sscanf (line, "%*s %*s %511s %1s", field, rest) == 1)
        {
          key = xasprintf ("%s %s", name, field);
          set = summary_fields;
        }
      else if (n == 2 && strcmp (kind, "param") == 0
               && sscanf (line, "%*s %*s %d %1s", &arg, rest) == 1
               && arg >= 1)
        {
          key = xasprintf ("%s %d", name, arg);
          set = summary_params;
        }
      else
        {
          error ("%s:%u: expected %<param NAME N%> with N from 1, or "
                 "%<field TYPE FIELD%>", file, lineno);
          ok = false;
          continue;
        }
      if (set->add (key))
        free (key);
    }
  fclose (f);
  return ok;
}

/* Is parameter PARM_INDEX (0-based) of the public function FNDECL
   attacker data by summary-in?  */
bool
summary_param_p (tree fndecl, unsigned parm_index)
{
  if (!summary_params || !TREE_PUBLIC (fndecl))
    return false;
  const char *name = summary_name (fndecl);
  if (!name)
    return false;
  char *key = xasprintf ("%s %u", name, parm_index + 1);
  bool found = summary_params->contains (key);
  free (key);
  return found;
}

/* Is REF (a load's memory reference) a field summary-in lists?  */
bool
summary_field_ref_p (tree ref)
{
  if (!summary_fields || summary_fields->is_empty ())
    return false;
  char *key = field_key (ref);
  bool found = key && summary_fields->contains (key);
  free (key);
  return found;
}

/* summary-out: add LINE for KEY, unless this unit has one already.  */
static void
note_line (char *key, const char *kind, gimple *stmt, function *fun)
{
  if (summary_keys->add (key))
    {
      free (key);
      return;
    }
  expanded_location xloc = expand_location (gimple_location (stmt));
  summary_lines.safe_push (xasprintf ("%s %s\t# %s:%d %s\n", kind, key,
                                      xloc.file ? xloc.file : "?",
                                      xloc.line, function_name (fun)));
}

/* summary-out: note the public functions FUN calls with an argument in
   INFLUENCED.  */
void
note_summary_calls (function *fun, bitmap influenced)
{
  if (!opts.summary_out || bitmap_empty_p (influenced))
    return;
  if (!summary_keys)
    summary_keys = new hash_set<const char *, false, nofree_string_hash>;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      {
        gimple *stmt = gsi_stmt (gsi);
        /* "req->buf_index = idx": an attacker integer stored in a
           field.  */
        if (gimple_assign_single_p (stmt) && gimple_vdef (stmt))
          {
            tree rhs = gimple_assign_rhs1 (stmt);
            char *key;
            if (TREE_CODE (rhs) == SSA_NAME
                && INTEGRAL_TYPE_P (TREE_TYPE (rhs))
                && bitmap_bit_p (influenced, SSA_NAME_VERSION (rhs))
                && (key = field_key (gimple_assign_lhs (stmt))))
              note_line (key, "field", stmt, fun);
            continue;
          }
        gcall *call = dyn_cast <gcall *> (stmt);
        tree callee = call ? gimple_call_fndecl (call) : NULL_TREE;
        if (!callee || !TREE_PUBLIC (callee) || fndecl_built_in_p (callee))
          continue;
        const char *name = summary_name (callee);
        if (!name)
          continue;
        for (unsigned i = 0; i < gimple_call_num_args (call); i++)
          {
            tree arg = gimple_call_arg (call, i);
            /* Integers only (indexes): a pointer an attacker influenced
               would make every load through it a source in the callee,
               and the taint is on the offset, not the base.  */
            if (TREE_CODE (arg) != SSA_NAME
                || !INTEGRAL_TYPE_P (TREE_TYPE (arg))
                || !bitmap_bit_p (influenced, SSA_NAME_VERSION (arg)))
              continue;
            note_line (xasprintf ("%s %u", name, i + 1), "param", call, fun);
          }
      }
}

/* PLUGIN_FINISH: append this unit's lines to summary-out's file, in one
   write.  */
void
summary_finish (void *, void *)
{
  if (!opts.summary_out || summary_lines.is_empty () || seen_error ())
    return;
  size_t len = 0;
  for (unsigned i = 0; i < summary_lines.length (); i++)
    len += strlen (summary_lines[i]);
  char *text = XNEWVEC (char, len + 1);
  char *p = text;
  for (unsigned i = 0; i < summary_lines.length (); i++)
    p = stpcpy (p, summary_lines[i]);
  int fd = open (opts.summary_out, O_WRONLY | O_APPEND | O_CREAT, 0666);
  if (fd < 0 || write (fd, text, len) != (ssize_t) len)
    error ("cannot write %<-fplugin-arg-nospec-summary-out%> file %qs: %m",
           opts.summary_out);
  if (fd >= 0)
    close (fd);
  XDELETEVEC (text);
}

} /* namespace nospec */
