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

/* ---- Fences left for the second instance to decide.  ----

   A check made by a call ("if (is_safe (x)) v = tab[x];") gives a fence
   (call-checks=fence, the default), or a mask from the caller's
   comparison (call-checks=mask), which does not cover a branch inside
   the callee mispredicted into a forged result.  But when the callee has a
   body here, IPA inlining may bring it in, and then the second instance
   sees the callee's checks and masks with them, which covers both.  So
   when a second instance will run (optimizing, and not writing LTO
   bytecode that a link without the plugin may finish), the first leaves
   a pending fence right before such a load instead (defer_fence_p) and
   says nothing of the site.  The second instance
   finds its sites, then settles every pending fence
   (resolve_pending_fences): one right before a site it found goes away,
   and the site gets what the second instance decides (a mask once the
   check is inlined, or a fence); any other becomes a fence for good,
   counted and reported then.  That covers a load whose index is no
   longer attacker data in a copy IPA made (a local clone of a public
   function), and the pending fence is a fence in its own right if no
   second instance ever sees it.  */

/* The most statements a callee may have for the first instance to ask
   IPA to inline it whatever its limits (request_inline).  */
#define INLINE_REQUEST_LIMIT 120

/* Statements of FN's body, not counting debug ones, up to LIMIT + 1;
   LIMIT + 1 also when the body is not in a CFG yet (the callee's early
   passes have not run: a call into a cycle of the call graph).  */
static unsigned
body_statements (tree fn, unsigned limit)
{
  function *f = DECL_STRUCT_FUNCTION (fn);
  if (!f || !f->cfg)
    return limit + 1;
  unsigned n = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, f)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      if (!is_gimple_debug (gsi_stmt (gsi)) && ++n > limit)
        return n;
  return n;
}

/* Ask IPA to inline FN, whose result checks a site's index, wherever it
   is called: without it, the callee's checks stay out of the caller's
   sight and the site gets a fence; inlined, the second instance masks
   the site with them.  Only a small body, and only one IPA may inline
   (available here, not interposable), and only where GCC inlines small
   functions at all (-O2 and up; not -fno-inline, not
   -fno-inline-small-functions):
   GCC's limits are disregarded as for always_inline, but without that
   attribute a call IPA still does not inline (a variadic callee, a
   recursive one) is not an error; it keeps its fence.  */
static void
request_inline (tree fn)
{
  cgraph_node *node = cgraph_node::get (fn);
  if (!node || DECL_DISREGARD_INLINE_LIMITS (fn)
      || node->get_availability () < AVAIL_AVAILABLE
      || opt_for_fn (current_function_decl, flag_no_inline)
      || !opt_for_fn (current_function_decl, flag_inline_small_functions)
      || body_statements (fn, INLINE_REQUEST_LIMIT) > INLINE_REQUEST_LIMIT)
    return;
  DECL_DISREGARD_INLINE_LIMITS (fn) = 1;
  census_line ("inline", DECL_SOURCE_LOCATION (fn), function_name (cfun),
               lang_hooks.decl_printable_name (fn, 2));
  if (dump_file)
    fprintf (dump_file, "  inlining asked for %s: its result checks a "
             "site\n", lang_hooks.decl_printable_name (fn, 2));
}

/* Could a call in the values COND compares (through assignments and
   PHIs, a few steps up) still be inlined by IPA: a direct call of a
   function defined in this unit that may be inlined?  */
static bool
inlinable_call_behind_p (gcond *cond)
{
  auto_vec<tree, 16> work;
  hash_set<tree> seen;
  work.safe_push (gimple_cond_lhs (cond));
  work.safe_push (gimple_cond_rhs (cond));
  for (unsigned steps = 0; !work.is_empty () && steps < 64; steps++)
    {
      tree t = work.pop ();
      if (TREE_CODE (t) != SSA_NAME || seen.add (t))
        continue;
      gimple *def = SSA_NAME_DEF_STMT (t);
      if (gcall *call = dyn_cast <gcall *> (def))
        {
          tree fn = gimple_call_fndecl (call);
          if (!fn || DECL_UNINLINABLE (fn)
              || lookup_attribute ("noinline", DECL_ATTRIBUTES (fn)))
            continue;
          cgraph_node *node = cgraph_node::get (fn);
          if (node && node->definition)
            {
              request_inline (fn);
              return true;
            }
        }
      else if (gassign *ga = dyn_cast <gassign *> (def))
        for (unsigned i = 1; i < gimple_num_ops (ga); i++)
          work.safe_push (gimple_op (ga, i));
      else if (gphi *phi = dyn_cast <gphi *> (def))
        for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
          work.safe_push (gimple_phi_arg_def (phi, i));
    }
  return false;
}

/* Should S wait for the second instance?  When one of its checks sees
   the index through a call that IPA may still inline, and every check
   that needs a fence sees it through a call.  A call that stays one
   gains nothing from waiting: its check is a mask (call-checks=mask) or
   a fence (call-checks=fence) in either instance.  */
static bool
defer_fence_p (const site *s, bool late)
{
  if (late || optimize == 0 || opts.mode != MODE_HARDEN
      || opts.strategy == STRATEGY_FENCE || !target_has_fence ()
      || flag_generate_lto || flag_generate_offload
      || s->phi_edge || s->too_many_guards || s->nguards == 0)
    return false;
  bool behind = false;
  for (unsigned i = 0; i < s->nguards; i++)
    {
      if (!s->guards[i].maskable && !s->guards[i].behind_call)
        return false;
      behind |= s->guards[i].behind_call && s->guards[i].cond
                && inlinable_call_behind_p (s->guards[i].cond);
    }
  return behind;
}

/* Source locations of the stores among the deferred sites, for the
   census of a pending fence that stays.  */
static hash_set<int_hash <location_t, UNKNOWN_LOCATION, UINT_MAX> >
  *pending_stores;

static void
defer_fence (site *s)
{
  gimple *fence = build_pending_fence ();
  gimple_set_location (fence, s->loc);
  gimple_stmt_iterator gsi = gsi_for_stmt (s->stmt);
  gsi_insert_before (&gsi, fence, GSI_SAME_STMT);
  if (s->store)
    {
      if (!pending_stores)
        pending_stores = new hash_set<int_hash <location_t,
                                                UNKNOWN_LOCATION,
                                                UINT_MAX> >;
      location_t locus = get_pure_location (s->loc);
      if (locus != UNKNOWN_LOCATION)
        pending_stores->add (locus);
    }
  if (dump_file)
    {
      fprintf (dump_file, "  pending fence (%s): ", s->fence_why);
      print_gimple_stmt (dump_file, s->stmt, 0, TDF_SLIM);
    }
}

/* The statement a pending fence at GSI was left before: the next one in
   its block that reads or writes memory and is not another pending
   fence (the passes in between may compute the load's address in new
   statements right before it).  */
static gimple_stmt_iterator
pending_fence_target (gimple_stmt_iterator gsi)
{
  for (gsi_next (&gsi); !gsi_end_p (gsi); gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (is_gimple_debug (stmt) || !gimple_vuse (stmt))
        continue;
      if (gasm *as = dyn_cast <gasm *> (stmt))
        if (asm_is_nospec_pending_fence (as))
          continue;
      break;
    }
  return gsi;
}

/* Add to TARGETS the statements FUN's pending fences were left before.  */
static void
pending_fence_targets (function *fun, hash_set<gimple *> *targets)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      if (gasm *as = dyn_cast <gasm *> (gsi_stmt (gsi)))
        if (asm_is_nospec_pending_fence (as))
          {
            gimple_stmt_iterator next = pending_fence_target (gsi);
            if (!gsi_end_p (next))
              targets->add (gsi_stmt (next));
          }
}

/* The second instance: settle FUN's pending fences against the SITES it
   found.  Returns how many became fences for good.  */
static unsigned
resolve_pending_fences (function *fun, vec<site> *sites)
{
  static const char why[] = "a check by a call, its load not seen again "
                            "after IPA";
  hash_set<gimple *> found;
  for (unsigned i = 0; i < sites->length (); i++)
    found.add ((*sites)[i].stmt);
  unsigned kept = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi); )
      {
        gasm *as = dyn_cast <gasm *> (gsi_stmt (gsi));
        if (!as || !asm_is_nospec_pending_fence (as))
          {
            gsi_next (&gsi);
            continue;
          }
        gimple_stmt_iterator next = pending_fence_target (gsi);
        if (!gsi_end_p (next) && found.contains (gsi_stmt (next)))
          {
            if (dump_file)
              {
                fprintf (dump_file, "  pending fence dropped, site found: ");
                print_gimple_stmt (dump_file, gsi_stmt (next), 0, TDF_SLIM);
              }
            unlink_stmt_vdef (as);
            gsi_remove (&gsi, true);
            release_defs (as);
            continue;
          }
        settle_pending_fence (as);
        kept++;
        location_t loc = gimple_location (as);
        location_t locus = get_pure_location (loc);
        bool store = pending_stores && locus != UNKNOWN_LOCATION
                     && pending_stores->contains (locus);
        if (dump_file)
          fprintf (dump_file, "  pending fence kept: its site is not seen "
                   "here\n");
        report_pending_fence (loc, store, why);
        census_line ("site", loc, function_name (fun),
                     store ? "store fence" : "load fence");
        count_fence (function_name (fun), loc, why);
        gsi_next (&gsi);
      }
  return kept;
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
  /* The loads the first instance left a pending fence before: checks
     by calls it saw there may be inlined into a flag by now.  */
  hash_set<gimple *> pending_targets;
  if (late)
    pending_fence_targets (fun, &pending_targets);
  set_flag_join_sites (&pending_targets);
  find_sites (fun, &sites, record, late || optimize == 0);
  set_flag_join_sites (NULL);
  unsigned kept_pending = late ? resolve_pending_fences (fun, &sites) : 0;
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
  unsigned deferred = 0;
  for (unsigned i = 0; i < sites.length (); )
    if (defer_fence_p (&sites[i], late))
      {
        defer_fence (&sites[i]);
        deferred++;
        free_site (&sites[i]);
        sites.ordered_remove (i);
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


  fences += kept_pending;
  count_function (function_name (fun), masks, fences,
                  sites.length () + kept_pending);
  for (unsigned i = 0; i < sites.length (); i++)
    free_site (&sites[i]);
  statistics_counter_event (fun, "nospec gadgets", sites.length ());
  statistics_counter_event (fun, "nospec masks", masks);
  statistics_counter_event (fun, "nospec fences", fences);

  free_dominance_info (CDI_DOMINATORS);
  if (need_vops || deferred)
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

  /* Right before RTL: branches take the flags of their masks.  */
  register_flags_pass (plugin_name);
}

} /* namespace nospec */
