/* report.cc - what the plugin tells the user.

   Audit mode: one warning per gadget at the load, naming the object and
   the index, with a note at the bounds check.  Harden mode with verbose:
   one note per hardened site.  Always: a warning where a gadget could not
   be protected (no barrier on the target).  stats=FILE: one line per
   function, "nospec-stats FILE FUNCTION gadgets=N masks=N fences=N", for
   the benchmarks' census, and one "nospec-fence" line per fence the
   default strategy placed, with the reason no mask could do.

   plugins cannot register -W options in GCC 12, so the warnings use
   OPT_Wall: -w silences them and -Werror turns them into errors, which is
   what audit users expect; audit mode is itself the opt-in.  */

#include "gcc-compat.h"
#include "nospec-plugin.h"

namespace nospec {

void
report_site (location_t load_loc, const location_t *checks,
             unsigned nchecks, tree object, tree index, const char *how,
             const char *fence_why, bool store)
{
  auto_diagnostic_group group;

  if (opts.mode == MODE_AUDIT)
    {
      bool shown;
      if (store && object && index)
        shown = warning_at (load_loc, OPT_Wall, "speculative store to %qE "
                            "with attacker-influenced index %qE", object,
                            index);
      else if (store)
        shown = warning_at (load_loc, OPT_Wall, "speculative store through "
                            "an attacker-influenced index");
      else if (object && index)
        shown = warning_at (load_loc, OPT_Wall, "speculative load from %qE "
                            "with attacker-influenced index %qE", object,
                            index);
      else if (index)
        shown = warning_at (load_loc, OPT_Wall, "speculative load with "
                            "attacker-influenced index %qE", index);
      else if (object)
        shown = warning_at (load_loc, OPT_Wall, "speculative load from %qE "
                            "with an attacker-influenced index", object);
      else
        shown = warning_at (load_loc, OPT_Wall, "speculative load through "
                            "an attacker-influenced pointer");
      for (unsigned i = 0; shown && i < nchecks; i++)
        inform (checks[i], "bounds check that can be bypassed under "
                "speculation is here");
      if (shown && fence_why)
        inform (load_loc, "no mask can protect this load (%s): it needs a "
                "speculation barrier", fence_why);
      return;
    }
  if (opts.verbose)
    {
      if (index && fence_why)
        inform (load_loc, "nospec: hardened load with index %qE (%s: %s)",
                index, how, fence_why);
      else if (index)
        inform (load_loc, "nospec: hardened load with index %qE (%s)", index,
                how);
      else if (fence_why)
        inform (load_loc, "nospec: hardened load (%s: %s)", how, fence_why);
      else
        inform (load_loc, "nospec: hardened load (%s)", how);
    }
}

void
report_unprotectable (location_t load_loc, location_t check_loc, tree object,
                      tree index)
{
  auto_diagnostic_group group;
  if (warning_at (load_loc, OPT_Wall, "cannot harden speculative load "
                  "from %qE with index %qE: the %s architecture has no "
                  "speculation barrier", object ? object : integer_zero_node,
                  index ? index : integer_zero_node, target_arch_name ())
      && check_loc != UNKNOWN_LOCATION)
    inform (check_loc, "guarding branch is here");
}

static FILE *stats_stream;

/* The stats file, opened on first use; NULL when there is none.  */
static FILE *
stats (void)
{
  if (!opts.stats_file)
    return NULL;
  if (!stats_stream)
    {
      stats_stream = fopen (opts.stats_file, "a");
      if (!stats_stream)
        {
          error ("cannot open %qs for nospec statistics: %m",
                 opts.stats_file);
          opts.stats_file = NULL;
          return NULL;
        }
      /* One write per line: parallel compilations append to one file.  */
      setvbuf (stats_stream, NULL, _IOLBF, 0);
    }
  return stats_stream;
}

void
count_function (const char *fname, unsigned masks, unsigned fences,
                unsigned gadgets)
{
  FILE *f = gadgets ? stats () : NULL;
  if (f)
    fprintf (f, "nospec-stats %s %s gadgets=%u masks=%u fences=%u\n",
             main_input_filename ? main_input_filename : "-", fname, gadgets,
             masks, fences);
}

/* One line per fence the default strategy had to place, with why no
   mask could do: "nospec-fence SOURCE:LINE FUNCTION REASON".  */
void
count_fence (const char *fname, location_t loc, const char *why)
{
  FILE *f = stats ();
  if (!f)
    return;
  expanded_location xl = expand_location (loc);
  fprintf (f, "nospec-fence %s:%d %s %s\n",
           xl.file ? xl.file : "-", xl.line, fname, why ? why : "-");
}

/* The census by reason: "nospec-census FILE:LINE FUNCTION site DETAIL"
   for a site (DETAIL: load or store, its protection), "... drop RULE"
   for a candidate a rule of the gadget model dropped (the rule names
   are those of doc/usage.md: untainted, loop-counter, one-sided,
   init-code).  */
void
census_line (const char *what, location_t loc, const char *fname,
             const char *detail)
{
  FILE *f = stats ();
  if (!f)
    return;
  expanded_location xl = expand_location (loc);
  fprintf (f, "nospec-census %s:%d %s %s %s\n",
           xl.file ? xl.file : (main_input_filename ? main_input_filename
                                                    : "-"),
           xl.line, fname, what, detail);
}

void
report_finish (void *, void *)
{
  if (stats_stream)
    fclose (stats_stream);
  stats_stream = NULL;
}

} /* namespace nospec */
