/* triage.cc - what a team needs to run the audit on every change: a
   fingerprint per result that survives unrelated edits, suppressions of
   reviewed results, and the report carried on standard error (where
   ccache and distcc carry it too).

   Fingerprints.  A result's fingerprint ("nospec/v1" in the SARIF
   result's partialFingerprints) is a 64-bit FNV-1a hash, printed as 16
   hex digits, of: the rule, the name of the file the user reads the
   access in (not its directory: checkouts differ), the function it is
   written in, the object, the index as the warning quotes it, the
   conditions of its bounds checks written in that same function (a check
   in a caller differs from one translation unit to another), and the
   number of earlier results of this unit with all of these equal, in
   source order.  No line or column goes in: lines inserted above a
   result, or reformatting elsewhere, keep it; texts are compared with
   their white space removed (compact_text), so reformatting the line
   itself keeps it too.  Two results of one unit never share one (the
   count tells identical ones apart).

   Macros.  A load written inside a macro is warned about at the macro's
   definition, the same line for every expansion; the warning then names
   the outermost macro and where the user's code expands it ("in the
   expansion of 'luaV_fastgeti' at lapi.c:704:7"), so that each line of
   the compiler's output tells its result apart.

   Suppressions, two ways; a suppressed result is not warned about, and
   stays in the SARIF log with a "suppressions" entry (kind "inSource" or
   "external", the reason as its justification):
     suppress=FILE   one entry a line: KEY, then " # " and the reason
                     (required).  KEY is a fingerprint (16 hex digits) or
                     FILE:FUNCTION:INDEX (the file's name or a path
                     ending in it, the function as the report names it,
                     the index as the warning quotes it; white space in
                     INDEX does not count).  Empty lines and lines
                     starting with '#' are comments.  A malformed line is
                     an error naming FILE:LINE.
     in the source   a comment holding "nospec-suppress: REASON" on the
                     line the result is reported at (for an access inside
                     a macro: the line that expands it), or alone on the
                     line above.
   Harden mode is unaffected: a suppression silences the report, it never
   removes a mask (use the nospec_skip attribute for that).

   report=-: the SARIF log of the unit goes to standard error as lines
     [nospec-sarif] NAME K/N TEXT
   (K-th of N pieces of the one-line JSON text, each line one write () of
   at most 3,200 bytes, so that lines of parallel compilations never mix
   on a pipe).  nospec-scan's compiler wrappers take them out of the
   stream and write NAME into the report directory; ccache stores them
   with the rest of the compiler's output and replays them on a hit, and
   distcc sends them back from the server, so the report is complete
   whatever the cache or the build farm does.  */

#include "gcc-compat.h"
#include "nospec-plugin.h"

namespace nospec {

/* ---- Texts and hashes.  ---- */

static bool
ident_char_p (char c)
{
  return ISALNUM ((unsigned char) c) || c == '_' || c == '$';
}

/* TEXT without white space, but for one blank between two characters of
   identifiers or numbers ("unsigned int"): "i + 1" and "i+1" are the
   same index.  */
char *
compact_text (const char *text)
{
  if (!text)
    return NULL;
  char *out = XNEWVEC (char, strlen (text) + 1);
  size_t n = 0;
  bool blank = false;
  for (const char *p = text; *p; p++)
    {
      if (ISSPACE ((unsigned char) *p))
        {
          blank = true;
          continue;
        }
      if (blank && n > 0 && ident_char_p (out[n - 1]) && ident_char_p (*p))
        out[n++] = ' ';
      blank = false;
      out[n++] = *p;
    }
  out[n] = '\0';
  return out;
}

#define FNV_OFFSET 0xcbf29ce484222325ULL
#define FNV_PRIME 0x100000001b3ULL

/* Hash TEXT (compacted, NULL as empty) and a separator into H.  */
static unsigned long long
hash_text (unsigned long long h, const char *text)
{
  char *compact = compact_text (text ? text : "");
  for (const char *p = compact; *p; p++)
    {
      h ^= (unsigned char) *p;
      h *= FNV_PRIME;
    }
  free (compact);
  h ^= 0xff;   /* no text ends in this byte: "ab","c" is not "a","bc" */
  h *= FNV_PRIME;
  return h;
}

static int
compare_strings (const void *a, const void *b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The hash of what names R, without the count of its twins.  */
static unsigned long long
identity_hash (const site_record *r)
{
  expanded_location x = user_location (r->locus);
  unsigned long long h = FNV_OFFSET;
  h = hash_text (h, rule_id (r->rule));
  h = hash_text (h, x.file ? lbasename (x.file) : "");
  h = hash_text (h, r->function);
  h = hash_text (h, r->object);
  h = hash_text (h, r->index);
  /* The checks of the function itself, in a fixed order.  */
  const char *texts[ARRAY_SIZE (r->checks)];
  unsigned n = 0;
  for (unsigned i = 0; i < r->nchecks; i++)
    if (r->checks[i].own && r->checks[i].text)
      texts[n++] = r->checks[i].text;
  qsort (texts, n, sizeof texts[0], compare_strings);
  for (unsigned i = 0; i < n; i++)
    h = hash_text (h, texts[i]);
  return h;
}

/* ---- Macros.  ---- */

/* The outermost macro LOC is inside, and where it is expanded; NULL when
   LOC is not in a macro expansion.  */
static const char *
outermost_macro (location_t loc, location_t *expanded_at)
{
  const char *name = NULL;
  for (int depth = 0;
       depth < 200 && linemap_location_from_macro_expansion_p (line_table,
                                                               loc);
       depth++)
    {
      const line_map *map = linemap_lookup (line_table, loc);
      if (!map || !linemap_macro_expansion_map_p (map))
        break;
      const line_map_macro *macro = linemap_check_macro (map);
      name = linemap_map_get_macro_name (macro);
      loc = macro_map_expansion_point (macro);
    }
  *expanded_at = loc;
  return name;
}

/* ---- Suppressions.  ---- */

struct suppression {
  const char *fingerprint;                /* or NULL, and then: */
  const char *file, *function, *index;    /* index compacted */
  const char *reason;
  int line;
};

static vec<suppression> suppressions;
static const char *suppressions_path;

static char *
trimmed (const char *start, const char *end)
{
  while (start < end && ISSPACE ((unsigned char) *start))
    start++;
  while (end > start && ISSPACE ((unsigned char) end[-1]))
    end--;
  return xstrndup (start, end - start);
}

static bool
hex_fingerprint_p (const char *s)
{
  if (strlen (s) != 16)
    return false;
  for (; *s; s++)
    if (!ISXDIGIT ((unsigned char) *s))
      return false;
  return true;
}

/* Split KEY, "FILE:FUNCTION:INDEX", into E.  FUNCTION ends at the first
   colon that is not part of a C++ "::".  */
static bool
split_key (char *key, suppression *e)
{
  char *colon = strchr (key, ':');
  if (!colon || colon == key)
    return false;
  *colon = '\0';
  char *function = colon + 1;
  char *p = function;
  for (; *p; p++)
    if (*p == ':')
      {
        if (p[1] == ':')
          p++;
        else if (p == function || p[-1] != ':')
          break;
      }
  if (*p != ':' || p == function || !p[1])
    return false;
  *p = '\0';
  e->file = key;
  e->function = function;
  e->index = compact_text (p + 1);
  return *e->index != '\0';
}

bool
load_suppressions (const char *file)
{
  FILE *in = fopen (file, "r");
  if (!in)
    {
      error ("cannot read the nospec suppressions file %qs: %m", file);
      return false;
    }
  suppressions_path = file;
  bool ok = true;
  char *buf = NULL;
  size_t size = 0;
  ssize_t len;
  for (int line = 1; (len = getline (&buf, &size, in)) >= 0; line++)
    {
      char *start = buf, *end = buf + len;
      while (start < end && ISSPACE ((unsigned char) *start))
        start++;
      if (start == end || *start == '#')
        continue;
      /* The reason follows the first '#' after a blank.  */
      char *hash = NULL;
      for (char *p = start + 1; p < end && !hash; p++)
        if (*p == '#' && ISSPACE ((unsigned char) p[-1]))
          hash = p;
      char *key = trimmed (start, hash ? hash : end);
      char *reason = hash ? trimmed (hash + 1, end) : xstrdup ("");
      suppression e;
      memset (&e, 0, sizeof e);
      e.line = line;
      e.reason = reason;
      if (!*reason)
        {
          error ("%s:%d: a suppression needs a reason: %<%s # WHY IT IS "
                 "NOT A GADGET%>", file, line, key);
          ok = false;
          continue;
        }
      if (hex_fingerprint_p (key))
        {
          for (char *p = key; *p; p++)
            *p = TOLOWER (*p);
          e.fingerprint = key;
        }
      else if (!split_key (xstrdup (key), &e))
        {
          error ("%s:%d: %qs is neither a fingerprint (16 hex digits) nor "
                 "FILE:FUNCTION:INDEX", file, line, key);
          ok = false;
          continue;
        }
      suppressions.safe_push (e);
    }
  if (ferror (in))
    {
      error ("cannot read the nospec suppressions file %qs: %m", file);
      ok = false;
    }
  free (buf);
  fclose (in);
  return ok;
}

/* Does the entry's FILE name PATH: its name, or a path ending in it?  */
static bool
file_matches (const char *entry, const char *path)
{
  if (!path)
    return false;
  if (strcmp (entry, path) == 0 || strcmp (entry, lbasename (path)) == 0)
    return true;
  char *where = source_path (path);
  char *abs = lrealpath (where);
  free (where);
  size_t la = strlen (abs), le = strlen (entry);
  bool ok = le < la && strcmp (abs + la - le, entry) == 0
            && (entry[0] == '/' || abs[la - le - 1] == '/');
  free (abs);
  return ok;
}

static bool
entry_matches (const suppression *e, const site_record *r)
{
  if (e->fingerprint)
    return strcmp (e->fingerprint, r->fingerprint) == 0;
  if (!r->function || !r->index || strcmp (e->function, r->function) != 0)
    return false;
  char *index = compact_text (r->index);
  bool same = strcmp (index, e->index) == 0;
  free (index);
  return same && file_matches (e->file, user_location (r->locus).file);
}

/* The reason of a "nospec-suppress" marker in a comment of LINE, "" when
   it has none, NULL when there is no marker.  With ALONE, the line must
   hold nothing but the comment.  */
static char *
marker_reason (const char *file, int line, bool alone)
{
  if (!file || line < 1)
    return NULL;
  source_span text = source_line (file, line);
  if (!text)
    return NULL;
  char *s = xstrndup (text.get_buffer (), text.length ());
  char *found = strstr (s, "nospec-suppress");
  char *comment = NULL;
  if (found)
    for (char *p = s; p < found && !comment; p++)
      if (p[0] == '/' && (p[1] == '/' || p[1] == '*'))
        comment = p;
  if (!found || !comment)
    {
      free (s);
      return NULL;
    }
  if (alone)
    {
      const char *p = s;
      while (ISSPACE ((unsigned char) *p))
        p++;
      if (p != comment)
        {
          free (s);
          return NULL;
        }
    }
  const char *start = found + strlen ("nospec-suppress");
  while (ISSPACE ((unsigned char) *start))
    start++;
  if (*start == ':')
    start++;
  const char *end = strstr (start, "*/");
  if (!end)
    end = start + strlen (start);
  char *reason = trimmed (start, end);
  free (s);
  return reason;
}

/* Fingerprint, macro and suppression of every record, in source order.  */
void
triage_records (vec<site_record *> &records)
{
  hash_map<int_hash <unsigned HOST_WIDE_INT, 0, 1>, unsigned> twins;
  for (unsigned i = 0; i < records.length (); i++)
    {
      site_record *r = records[i];
      unsigned long long h = identity_hash (r);
      /* 0 and 1 are the map's empty and deleted marks.  */
      unsigned HOST_WIDE_INT key = h > 1 ? h : h + 2;
      bool existed;
      unsigned &count = twins.get_or_insert (key, &existed);
      if (!existed)
        count = 0;
      unsigned long long fp = h;
      if (count)
        {
          char number[16];
          snprintf (number, sizeof number, "%u", count);
          fp = hash_text (h, number);
        }
      count++;
      snprintf (r->fingerprint, sizeof r->fingerprint, "%016llx", fp);

      r->macro = outermost_macro (r->locus, &r->expanded_at);

      expanded_location x = user_location (r->locus);
      char *reason = marker_reason (x.file, x.line, false);
      int line = x.line;
      if (!reason)
        {
          reason = marker_reason (x.file, x.line - 1, true);
          line = x.line - 1;
        }
      if (reason && !*reason)
        warning_at (r->locus, OPT_Wall, "%<nospec-suppress%> at %s:%d "
                    "gives no reason; the result is not suppressed",
                    x.file, line);
      else if (reason)
        {
          r->suppressed = SUPPRESS_IN_SOURCE;
          r->justification = reason;
          r->suppressed_in = x.file;
          r->suppressed_line = line;
          continue;
        }
      for (unsigned k = 0; k < suppressions.length (); k++)
        if (entry_matches (&suppressions[k], r))
          {
            r->suppressed = SUPPRESS_FILE;
            r->justification = suppressions[k].reason;
            r->suppressed_in = suppressions_path;
            r->suppressed_line = suppressions[k].line;
            break;
          }
    }
}

/* ---- The report on standard error.  ---- */

#define REPORT_PIECE 3200

void
write_report_lines (const char *name, const char *text, size_t len)
{
  size_t pieces = len ? (len + REPORT_PIECE - 1) / REPORT_PIECE : 1;
  fflush (stderr);
  for (size_t k = 0; k < pieces; k++)
    {
      size_t at = k * REPORT_PIECE;
      size_t n = MIN (len - at, (size_t) REPORT_PIECE);
      char *line = xasprintf ("[nospec-sarif] %s %lu/%lu %.*s\n", name,
                              (unsigned long) k + 1, (unsigned long) pieces,
                              (int) n, text + at);
      size_t total = strlen (line), done = 0;
      while (done < total)
        {
          ssize_t w = write (STDERR_FILENO, line + done, total - done);
          if (w < 0 && errno == EINTR)
            continue;
          if (w <= 0)
            {
              error ("cannot write the nospec report to standard error: %m");
              free (line);
              return;
            }
          done += w;
        }
      free (line);
    }
}

} /* namespace nospec */
