/* sarif.cc - the audit report of one translation unit as SARIF 2.1.0.

   -fplugin-arg-nospec-report=DIR writes DIR/NAME-HASH.sarif for each
   compilation (NAME: the main input's base name, HASH: of its absolute
   path, so that two files of one name in a tree do not collide and a file
   compiled twice, as libtool does, replaces its report).  The file is
   written to a temporary name and renamed: parallel builds never see half
   a report.  The JSON is written here, not with GCC's json.h, so that it
   is the same byte for byte on every supported GCC.

   One run; the tool's rules are the gadget kinds (rule_id); one result per
   warning (a gadget: report.cc), with:
     locations          the load (region: line, column) and its function
                        as a logical location
     relatedLocations   each bounds check, its condition in the message
     fixes              the array_index_nospec () rewrite, when known: one
                        fix, a change per access of the element
     message            the warning's text and where the index comes from
     properties         object, index, bound, taint source, inlined-into
                        (the callers' names), inlined-at (the calls'
                        file and line) and same-element-at (the further
                        accesses of the element: file, line, column,
                        load or store)
   A unit without sites still gets a file with an empty result list: a
   scan can tell "analyzed, clean" from "not analyzed".  */

#include "gcc-compat.h"
#include "nospec-plugin.h"

namespace nospec {

static void
json_string (FILE *out, const char *s)
{
  fputc ('"', out);
  for (; s && *s; s++)
    {
      unsigned char c = *s;
      if (c == '"' || c == '\\')
        fprintf (out, "\\%c", c);
      else if (c == '\n')
        fputs ("\\n", out);
      else if (c == '\t')
        fputs ("\\t", out);
      else if (c < 0x20)
        fprintf (out, "\\u%04x", c);
      else
        fputc (c, out);
    }
  fputc ('"', out);
}

/* A file: URI for PATH (made absolute), with the characters RFC 3986
   does not allow in a path percent-encoded.  */
static void
json_uri (FILE *out, const char *path)
{
  char *where = source_path (path);
  char *abs = lrealpath (where);
  free (where);
  fputs ("\"file://", out);
  for (const char *p = abs; *p; p++)
    {
      unsigned char c = *p;
      if (ISALNUM (c) || strchr ("/-._~+,;=@:", c))
        fputc (c, out);
      else
        fprintf (out, "%%%02X", c);
    }
  fputc ('"', out);
  free (abs);
}

static void
physical_location (FILE *out, location_t loc, location_t end)
{
  expanded_location x = user_location (loc);
  fputs ("{\"artifactLocation\": {\"uri\": ", out);
  json_uri (out, x.file ? x.file : "-");
  fprintf (out, "}, \"region\": {\"startLine\": %d", x.line > 0 ? x.line : 1);
  if (x.column > 0)
    fprintf (out, ", \"startColumn\": %d", x.column);
  if (end != UNKNOWN_LOCATION)
    {
      expanded_location e = expand_location (end);
      if (e.line == x.line && e.column >= x.column)
        fprintf (out, ", \"endColumn\": %d", e.column + 1);
    }
  fputs ("}}", out);
}

static const char *
rule_text (enum site_rule rule)
{
  switch (rule)
    {
    case RULE_ARRAY_INDEX:
      return "an array element loaded with an attacker-influenced index "
             "under a bounds check";
    case RULE_POINTER_OFFSET:
      return "a load through a pointer plus an attacker-influenced offset "
             "under a bounds check";
    case RULE_RETURNED_POINTER:
      return "a pointer computed from an attacker-influenced index, "
             "returned under a bounds check (the caller loads through it)";
    case RULE_MERGED_INDEX:
      return "a value merged into an index under a bounds check";
    }
  return "";
}

/* The message of R, as the warning says it, with the taint source.  */
static char *
result_text (const site_record *r)
{
  const char *obj = r->object ? r->object : "memory";
  char *text;
  if (r->index)
    text = xasprintf ("speculative load from '%s' with attacker-influenced "
                      "%s '%s'%s%s%s", obj,
                      r->byte_offset ? "byte offset" : "index", r->index,
                      r->bound ? " checked against '" : "",
                      r->bound ? r->bound : "", r->bound ? "'" : "");
  else
    text = xasprintf ("speculative load from '%s' with an attacker-influenced "
                      "index", obj);
  if (r->taint)
    {
      char *more = xasprintf ("%s; the index comes from %s", text, r->taint);
      free (text);
      text = more;
    }
  return text;
}

static void
property (FILE *out, const char *key, const char *value, bool *first)
{
  if (!value)
    return;
  fputs (*first ? "" : ", ", out);
  *first = false;
  json_string (out, key);
  fputs (": ", out);
  json_string (out, value);
}

static void
write_result (FILE *out, const site_record *r)
{
  char *text = result_text (r);
  fprintf (out, "      {\"ruleId\": \"%s\", \"ruleIndex\": %d, "
           "\"level\": \"warning\",\n       \"message\": {\"text\": ",
           rule_id (r->rule), (int) r->rule);
  json_string (out, text);
  free (text);
  fputs ("},\n       \"locations\": [{\"physicalLocation\": ", out);
  physical_location (out, r->locus, UNKNOWN_LOCATION);
  fputs (", \"logicalLocations\": [{\"name\": ", out);
  json_string (out, r->function);
  fputs (", \"kind\": \"function\"}]}]", out);
  fprintf (out, ",\n       \"partialFingerprints\": {\"nospec/v1\": \"%s\"}",
           r->fingerprint);
  if (r->suppressed != SUPPRESS_NONE)
    {
      fprintf (out, ",\n       \"suppressions\": [{\"kind\": \"%s\", "
               "\"status\": \"accepted\", \"justification\": ",
               r->suppressed == SUPPRESS_IN_SOURCE ? "inSource" : "external");
      json_string (out, r->justification);
      fputs (", \"location\": {\"physicalLocation\": "
             "{\"artifactLocation\": {\"uri\": ", out);
      json_uri (out, r->suppressed_in);
      fprintf (out, "}, \"region\": {\"startLine\": %d}}}}]",
               r->suppressed_line);
    }

  if (r->nchecks || r->next)
    {
      fputs (",\n       \"relatedLocations\": [", out);
      unsigned id = 0;
      for (unsigned i = 0; i < r->nchecks; i++, id++)
        {
          fprintf (out, "%s{\"id\": %u, \"message\": {\"text\": ",
                   id ? ", " : "", id);
          char *msg = r->checks[i].text
                      ? concat ("bounds check '", r->checks[i].text,
                                "' can be bypassed under speculation", NULL)
                      : xstrdup ("bounds check that can be bypassed under "
                                 "speculation");
          json_string (out, msg);
          free (msg);
          fputs ("}, \"physicalLocation\": ", out);
          physical_location (out, r->checks[i].loc, UNKNOWN_LOCATION);
          fputs ("}", out);
        }
      /* Checks made in other functions, and where the index came in.  */
      for (unsigned i = 0; i < r->next; i++)
        for (int part = 0; part < 2; part++)
          {
            location_t loc = part ? r->ext[i].at_loc : r->ext[i].check_loc;
            if (loc == UNKNOWN_LOCATION
                || (part == 0 && r->ext[i].kind != EXT_CHECK))
              continue;
            fprintf (out, "%s{\"id\": %u, \"message\": {\"text\": ",
                     id ? ", " : "", id);
            id++;
            char *msg = ext_text (&r->ext[i], part == 0);
            json_string (out, msg);
            free (msg);
            fputs ("}, \"physicalLocation\": ", out);
            physical_location (out, loc, UNKNOWN_LOCATION);
            fputs ("}", out);
          }
      fputs ("]", out);
    }

  /* One fix: the index clamped at the warning's access and at each
     further access of the same element that has a fix of its own.  */
  const site_record *first_fix = r->fix ? r : NULL;
  for (unsigned i = 0; i < r->also.length () && !first_fix; i++)
    if (r->also[i]->fix)
      first_fix = r->also[i];
  if (first_fix)
    {
      fputs (",\n       \"fixes\": [{\"description\": {\"text\": ", out);
      char *desc = concat ("clamp the index under speculation: ",
                           first_fix->fix_text, NULL);
      json_string (out, desc);
      free (desc);
      fputs ("}, \"artifactChanges\": [", out);
      for (unsigned i = 0; i <= r->also.length (); i++)
        {
          const site_record *f = i ? r->also[i - 1] : r;
          if (!f->fix)
            continue;
          expanded_location x = expand_location (f->fix_first);
          fputs (f == first_fix ? "{\"artifactLocation\": {\"uri\": "
                                : ", {\"artifactLocation\": {\"uri\": ", out);
          json_uri (out, x.file);
          fputs ("}, \"replacements\": [{\"deletedRegion\": ", out);
          /* physical_location's region without the artifact.  */
          expanded_location e = expand_location (f->fix_last);
          fprintf (out, "{\"startLine\": %d, \"startColumn\": %d, "
                   "\"endColumn\": %d}, \"insertedContent\": {\"text\": ",
                   x.line, x.column, e.column + 1);
          json_string (out, f->fix_text);
          fputs ("}}]}", out);
        }
      fputs ("]}]", out);
    }

  fputs (",\n       \"properties\": {", out);
  bool first = true;
  property (out, "function", r->function, &first);
  property (out, "object", r->object, &first);
  property (out, "index", r->index, &first);
  property (out, "bound", r->bound, &first);
  property (out, "taintSource", r->taint, &first);
  property (out, "macro", r->macro, &first);
  if (r->macro)
    {
      /* Where the user's code expands it: the result's location.  */
      expanded_location x = expand_location (r->expanded_at);
      if (x.file && x.line > 0)
        {
          fputs (", \"expandedAt\": {\"uri\": ", out);
          json_uri (out, x.file);
          fprintf (out, ", \"startLine\": %d, \"startColumn\": %d}",
                   x.line, x.column);
        }
    }
  fputs (first ? "" : ", ", out);
  fputs ("\"inlinedInto\": [", out);
  for (unsigned i = 0; i < r->callers.length (); i++)
    {
      fputs (i ? ", " : "", out);
      json_string (out, r->callers[i]);
    }
  /* Where each of them calls it: a load in a header's inline function
     belongs, for the reviewer, to the lines that call it.  */
  fputs ("], \"inlinedAt\": [", out);
  bool first_call = true;
  for (unsigned i = 0; i < r->call_sites.length (); i++)
    {
      expanded_location x = user_location (r->call_sites[i]);
      if (r->call_sites[i] == UNKNOWN_LOCATION || !x.file || x.line <= 0)
        continue;
      fputs (first_call ? "{\"uri\": " : ", {\"uri\": ", out);
      first_call = false;
      json_uri (out, x.file);
      fprintf (out, ", \"startLine\": %d}", x.line);
    }
  /* The further accesses of the same element, which the compiler's
     output shows as notes under the warning.  */
  fputs ("], \"sameElementAt\": [", out);
  for (unsigned i = 0; i < r->also.length (); i++)
    {
      expanded_location x = expand_location (r->also[i]->locus);
      fputs (i ? ", {\"uri\": " : "{\"uri\": ", out);
      json_uri (out, x.file);
      fprintf (out, ", \"startLine\": %d, \"startColumn\": %d, "
               "\"access\": \"%s\"}", x.line, x.column,
               r->also[i]->store ? "store" : "load");
    }
  fputs ("]}}", out);
}

/* The name of the unit's report: the main input's base name, with
   characters other than letters, digits and "._+-" as '_', and a hash of
   its absolute path.  */
static char *
report_name (const char *input)
{
  char *where = source_path (input);
  char *abs = lrealpath (where);
  free (where);
  char *base = xstrdup (lbasename (input));
  for (char *p = base; *p; p++)
    if (!ISALNUM ((unsigned char) *p) && !strchr ("._+-", *p))
      *p = '_';
  char *name = xasprintf ("%s-%08x.sarif", base,
                          (unsigned) htab_hash_string (abs));
  free (abs);
  free (base);
  return name;
}

static void
write_log (FILE *out, const char *input, const vec<site_record *> &records)
{
  fputs ("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
         "  \"version\": \"2.1.0\",\n  \"runs\": [{\n"
         "    \"tool\": {\"driver\": {\"name\": \"nospec\", \"version\": ", out);
  json_string (out, NOSPEC_PLUGIN_VERSION);
  fputs (", \"informationUri\": \"https://example.invalid/nospec\",\n"
         "      \"rules\": [\n", out);
  for (int rule = RULE_ARRAY_INDEX; rule <= RULE_MERGED_INDEX; rule++)
    {
      fprintf (out, "        {\"id\": \"%s\", \"shortDescription\": "
               "{\"text\": ", rule_id ((enum site_rule) rule));
      json_string (out, rule_text ((enum site_rule) rule));
      fprintf (out, "}, \"defaultConfiguration\": {\"level\": \"warning\"}}%s\n",
               rule < RULE_MERGED_INDEX ? "," : "");
    }
  fputs ("      ]}},\n    \"invocations\": [{\"executionSuccessful\": true, "
         "\"arguments\": [], \"properties\": {\"mainInput\": ", out);
  json_uri (out, input);
  fputs (", \"target\": ", out);
  json_string (out, NOSPEC_TARGET_TRIPLET);
  fputs ("}}],\n    \"results\": [", out);
  for (unsigned i = 0; i < records.length (); i++)
    {
      fputs (i ? ",\n" : "\n", out);
      write_result (out, records[i]);
    }
  fputs (records.is_empty () ? "]\n  }]\n}\n" : "\n    ]\n  }]\n}\n", out);
}

/* The unit's log into DIR, or with DIR NULL (report=-) on standard
   error, as triage.cc's lines.  */
void
write_sarif (const char *dir, const vec<site_record *> &records)
{
  const char *input = main_input_filename ? main_input_filename : "stdin";
  char *base = report_name (input);
  if (!dir)
    {
      char *text = NULL;
      size_t len = 0;
      FILE *out = open_memstream (&text, &len);
      if (!out)
        {
          error ("cannot write the nospec report: %m");
          free (base);
          return;
        }
      write_log (out, input, records);
      if (fclose (out) != 0)
        error ("cannot write the nospec report: %m");
      else
        {
          /* One line: the log's only newlines are between its tokens
             (json_string escapes those of the texts).  */
          size_t n = 0;
          for (size_t i = 0; i < len; i++)
            if (text[i] != '\n')
              text[n++] = text[i];
          write_report_lines (base, text, n);
        }
      free (text);
      free (base);
      return;
    }

  char *name = concat (dir, "/", base, NULL);
  char *tmp = xasprintf ("%s.%ld.tmp", name, (long) getpid ());
  free (base);
  FILE *out = fopen (tmp, "w");
  if (!out)
    {
      error ("cannot write the nospec report %qs: %m", tmp);
      free (name);
      free (tmp);
      return;
    }
  write_log (out, input, records);
  if (fclose (out) != 0 || rename (tmp, name) != 0)
    {
      error ("cannot write the nospec report %qs: %m", name);
      unlink (tmp);
    }
  free (name);
  free (tmp);
}

} /* namespace nospec */
