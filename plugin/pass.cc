/* pass.cc - the two GIMPLE passes of nospec and where they sit.

   nospec_mark (after "ssa"): before any inlining, turn what the
   nospec_untrusted and nospec_untrusted_result attributes say into marks
   in the IL (taint.cc), because attributes of an inlined function are no
   longer visible once its body sits in the caller.

   nospec (after "einline", and a second instance after IPA inlining):
   find and harden the gadgets (harden_function below: the detector,
   detect-*.cc, then rewrite.cc).  After early inlining so that small
   checking helpers (an inline "is_safe (x)") are already merged into
   their callers; before the scalar optimizers, so that it runs at every
   level from -O0 to -O3, -Os and -Og (pass_local_optimization_passes
   runs at -O0 too), and so that what it inserts is streamed into LTO
   bytecode and survives a link that forgets the plugin.  Its sequences are asm with a data dependency
   into the guarded load, which later passes cannot see through: they
   can move neither the load above the mask nor the fence.  */

#include "gcc-compat.h"
#include "nospec-plugin.h"
#include "gadget.h"
#include "detect.h"

namespace nospec {

/* ---- The pass's body: find the gadgets (detect-sites.cc), report
   them (report.cc), harden them (rewrite.cc).  ---- */

/* Is S already behind one of our fences (placed by the first instance of
   the pass): earlier in its block, or at the start of a guarded region?  */
static bool
already_fenced_p (site *s)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (s->stmt);
  for (gsi_prev (&gsi); !gsi_end_p (gsi); gsi_prev (&gsi))
    if (gasm *as = dyn_cast <gasm *> (gsi_stmt (gsi)))
      if (asm_is_nospec_fence (as))
        return true;
  for (unsigned i = 0; i < s->nguards; i++)
    {
      gimple_stmt_iterator g = gsi_after_labels (s->guards[i].on_edge->dest);
      if (!gsi_end_p (g))
        if (gasm *as = dyn_cast <gasm *> (gsi_stmt (g)))
          if (asm_is_nospec_fence (as))
            return true;
    }
  return false;
}

/* The locations of S's checks, for notes: every guard's branch, once,
   except a loop's own exit test when the loop sits under another check
   (kocher's "for (i = x - 1; i >= 0; i--)" under "x < size").  Guards
   were found inner first; the notes go outermost first.  */
static unsigned
check_locations (site *s, location_t *out)
{
  unsigned n = 0;
  for (unsigned i = s->nguards; i-- > 0; )
    {
      basic_block src = s->guards[i].on_edge->src;
      location_t loc = gimple_location (bb_last_stmt (src));
      bool loop_test = false;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, src->preds)
        if (dominated_by_p (CDI_DOMINATORS, e->src, src))
          loop_test = true;
      if (loc == UNKNOWN_LOCATION || (loop_test && s->nguards > 1))
        continue;
      bool dup = false;
      for (unsigned j = 0; j < n; j++)
        dup |= out[j] == loc;
      if (!dup)
        out[n++] = loc;
    }
  return n;
}

unsigned int
harden_function (function *fun, bool late)
{
  auto_vec<site> sites;
  unsigned masks = 0, fences = 0;
  bool need_vops = false;

  /* facts-out: what this function hands other functions and files,
     once inlining has brought its static helpers in (the late instance,
     or the only one at -O0), and before any mask cleans the values.  */
  bool record = opts.facts_out && (late || optimize == 0);
  if (record)
    {
      record_initializer_fnptrs ();
      record_fnptr_stores (fun);
    }
  find_sites (fun, &sites, record);
  /* Sites behind a barrier: one of ours from the first instance, or one
     written by hand (handmask.cc).  */
  for (unsigned i = 0; i < sites.length (); )
    if (sites[i].phi_edge == NULL
        && ((late && already_fenced_p (&sites[i]))
            || fenced_by_hand_p (&sites[i])))
      {
        free_site (&sites[i]);
        sites.unordered_remove (i);
      }
    else
      i++;
  if (dump_file)
    fprintf (dump_file, "nospec: %u gadget site(s) in %s\n", sites.length (),
             function_name (fun));

  for (unsigned i = 0; i < sites.length (); i++)
    {
      site *s = &sites[i];
      location_t *checks = XALLOCAVEC (location_t, s->nguards + 1);
      unsigned nchecks = check_locations (s, checks);
      const char *how = s->needs_fence || opts.strategy == STRATEGY_FENCE
                        ? "fence" : opts.strategy == STRATEGY_LOAD
                        ? "value mask" : "index mask";
      /* report.cc reports each source load once.  */
      if (!(s->needs_fence || opts.strategy == STRATEGY_FENCE)
          || target_has_fence () || opts.mode == MODE_AUDIT)
        report_site (fun, s, checks, nchecks, how);
      else
        report_unprotectable (s->loc, nchecks ? checks[0] : UNKNOWN_LOCATION,
                              s->object, s->index);
      if (opts.stats_file)
        census_line ("site", s->loc, function_name (fun),
                     s->store ? (strcmp (how, "fence") == 0 ? "store fence"
                                 : "store mask")
                     : strcmp (how, "fence") == 0 ? "load fence"
                     : "load mask");
      if (dump_file)
        {
          fprintf (dump_file, "  site (%s, %u guard(s)%s): ", how, s->nguards,
                   s->too_many_guards ? ", too many" : "");
          print_gimple_stmt (dump_file, s->stmt, 0, TDF_SLIM);
          for (unsigned g = 0; g < s->nguards; g++)
            {
              unsigned sides = s->guards[g].sides;
              fprintf (dump_file, "    guard bb%d->bb%d %s%s [%s%s%s%s]: ",
                       s->guards[g].on_edge->src->index,
                       s->guards[g].on_edge->dest->index,
                       s->guards[g].maskable
                       ? (s->guards[g].at_join ? "mask at join" : "mask")
                       : "fence, ",
                       s->guards[g].why ? s->guards[g].why : "",
                       sides & BOUNDS_ROOT ? "root" : sides & BOUNDS_NEAR
                       ? "near" : "far",
                       sides & BOUNDS_UPPER ? " upper" : "",
                       sides & BOUNDS_LOWER ? " lower" : "",
                       s->guards[g].dominates ? " dom" : "");
              print_gimple_stmt (dump_file, bb_last_stmt (s->guards[g].on_edge->src),
                                 0, TDF_SLIM);
            }
        }
    }

  if (opts.mode == MODE_HARDEN && !sites.is_empty ())
    harden_sites (fun, &sites, &masks, &fences, &need_vops);


  count_function (function_name (fun), masks, fences, sites.length ());
  for (unsigned i = 0; i < sites.length (); i++)
    free_site (&sites[i]);
  statistics_counter_event (fun, "nospec gadgets", sites.length ());
  statistics_counter_event (fun, "nospec masks", masks);
  statistics_counter_event (fun, "nospec fences", fences);

  free_dominance_info (CDI_DOMINATORS);
  if (need_vops)
    {
      mark_virtual_operands_for_renaming (fun);
      return TODO_update_ssa_only_virtuals | TODO_cleanup_cfg;
    }
  return (masks || fences) ? TODO_cleanup_cfg : 0;
}

namespace {

const pass_data mark_pass_data = {
  GIMPLE_PASS,          /* type */
  "nospec_mark",        /* name */
  OPTGROUP_NONE,        /* optinfo_flags */
  TV_PLUGIN_RUN,        /* tv_id: -ftime-report's "plugin execution" */
  PROP_cfg | PROP_ssa,  /* properties_required */
  0,                    /* properties_provided */
  0,                    /* properties_destroyed */
  0,                    /* todo_flags_start */
  0                     /* todo_flags_finish */
};

class mark_pass : public gimple_opt_pass
{
public:
  mark_pass (gcc::context *ctxt) : gimple_opt_pass (mark_pass_data, ctxt) {}
  bool gate (function *) final override { return true; }
  unsigned int execute (function *fun) final override
  {
    return mark_sources (fun);
  }
  opt_pass *clone () final override { return new mark_pass (m_ctxt); }
};

const pass_data harden_pass_data = {
  GIMPLE_PASS,          /* type */
  "nospec",             /* name */
  OPTGROUP_NONE,        /* optinfo_flags */
  TV_PLUGIN_RUN,        /* tv_id: -ftime-report's "plugin execution" */
  PROP_cfg | PROP_ssa,  /* properties_required */
  0,                    /* properties_provided */
  0,                    /* properties_destroyed */
  0,                    /* todo_flags_start */
  0                     /* todo_flags_finish: returned by execute */
};

class harden_pass : public gimple_opt_pass
{
public:
  harden_pass (gcc::context *ctxt, bool late)
    : gimple_opt_pass (harden_pass_data, ctxt), m_late (late) {}
  bool gate (function *fun) final override
  {
    /* The late instance runs once IPA inlining has run (it is inserted
       after every fixup_cfg; only the post-IPA ones pass this test).  */
    if (m_late)
      return optimize > 0 && fun->after_inlining;
    return true;
  }
  unsigned int execute (function *fun) final override
  {
    unsigned int todo = 0;
    /* attribs.cc catches both attributes on one declaration; on two
       declarations of the same function they only meet here.  */
    if (!m_late && fn_skipped (fun->decl) && fn_opted_in (fun->decl))
      warning_at (DECL_SOURCE_LOCATION (fun->decl), OPT_Wattributes,
                  "%qD is declared both %<nospec_skip%> and "
                  "%<nospec_harden%>; %<nospec_skip%> wins", fun->decl);
    if (!m_late)
      count_unit_function ();
    if (!fn_skipped (fun->decl))
      todo = harden_function (fun, m_late);
    /* Once the last instance that reads them has run, drop the memory
       marks, and in audit mode, which leaves the code as it found it,
       the value marks too.  */
    if (m_late || optimize == 0)
      remove_source_marks (fun, opts.mode == MODE_AUDIT);
    return todo;
  }
  opt_pass *clone () final override
  {
    return new harden_pass (m_ctxt, m_late);
  }

private:
  bool m_late;
};

} /* anonymous namespace */

void
register_passes (const char *plugin_name)
{
  struct register_pass_info mark_info;
  struct register_pass_info harden_info;
  struct register_pass_info late_info;

  /* Right after SSA construction: every function, every -O level, and
     before the early inliner merges bodies.  */
  mark_info.pass = new mark_pass (g);
  mark_info.reference_pass_name = "ssa";
  mark_info.ref_pass_instance_number = 1;
  mark_info.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL,
                     &mark_info);

  /* After early inlining: see the comment at the top of this file.  */
  harden_info.pass = new harden_pass (g, false);
  harden_info.reference_pass_name = "einline";
  harden_info.ref_pass_instance_number = 1;
  harden_info.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL,
                     &harden_info);

  /* Again after IPA inlining (the first pass of the post-IPA pipeline, and
     at link time under LTO): a check in one function guarding a load in
     another that only IPA inlining merges.  Sites the first instance
     protected are recognized (masked indices are sanitized, fenced sites
     are skipped), so nothing is hardened twice.  */
  late_info.pass = new harden_pass (g, true);
  late_info.reference_pass_name = "fixup_cfg";
  late_info.ref_pass_instance_number = 0;
  late_info.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL,
                     &late_info);
}

} /* namespace nospec */
