/* detect-guards.cc - a site's guards, and which of them its mask needs.

   A site's guards are the conditional edges it is control-dependent on
   (GCC's control_dependences, followed transitively) whose conditions
   are computed from the same index, or from a value the index is
   computed from (with checks=any: every conditional edge).  add_guard
   asks the rules (detect-rules.cc) whether a check counts at all, then
   records whether rewrite.cc can turn it into a mask here and which
   sides of the index it bounds; guards=nearest (keep_nearest_guards,
   drop_upstream_guards) keeps only the checks a mask needs.

   Example (Kocher's first):

     if (x < array1_size)                 <- guard: slice {x, array1_size}
       temp &= array2[array1[x] * 512];   <- site array1[x]: carrier x

   rewrite.cc then masks x on the true edge of the guard.  */

#include "gcc-compat.h"
#include "nospec-plugin.h"
#include "gadget.h"
#include "detect.h"

namespace nospec {

/* Can the relation of COND be computed as a mask by rewrite.cc?  */
static bool
mask_type_ok_p (tree op)
{
  tree type = TREE_TYPE (op);
  return (INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type))
         && TYPE_PRECISION (type) <= TYPE_PRECISION (pointer_sized_int_node);
}

/* Can COND, whose slice meets the index's as MEET, be turned into a mask
   by rewrite.cc?  A condition computed directly from the index can; one
   that only sees the index through a call cannot, and a
   condition that does not involve the index (checks=any) can only when
   nothing in it may encode a branch outcome.  */
static bool
mask_guard_ok_p (struct fn_state *st, gcond *cond, enum meeting meet)
{
  if (!mask_type_ok_p (gimple_cond_lhs (cond))
      || !mask_type_ok_p (gimple_cond_rhs (cond)))
    return false;
  if (meet == MEET_DIRECT)
    return true;
  /* A call's result compared: a branch inside the callee may forge the
     result, which a mask from it does not cover (call-checks=mask takes
     that risk; see doc/usage.md).  */
  if (meet == MEET_BEHIND)
    return opts.call_checks == CALL_CHECKS_MASK;
  return !slice_has_control_p (cond_slice (st, cond));
}

/* Every path from the entry to BB passes E: E's destination dominates
   BB, and E is its only way in but for back edges (the loop E enters,
   whose other predecessors come round from inside it).  */
bool
edge_dominates_p (edge e, basic_block bb)
{
  if (!dominated_by_p (CDI_DOMINATORS, bb, e->dest))
    return false;
  if (single_pred_p (e->dest))
    return true;
  if (dominated_by_p (CDI_DOMINATORS, e->src, e->dest))
    return false;
  edge p;
  edge_iterator ei;
  FOR_EACH_EDGE (p, ei, e->dest->preds)
    if (p != e && !dominated_by_p (CDI_DOMINATORS, p->src, e->dest))
      return false;
  return true;
}

/* The address pointers of S's pointer carriers into IDX->addr: the
   carrier "base + index" itself and every pointer it is a constant
   offset from, down to the step that adds an influenced offset, whose
   sign (offset_sign) goes to IDX->addr_sign.  A check of such a
   pointer ("ip + length > iend - 32", "match >= lowPrefix") tests the
   index's own value, as seen from the base: a decoder's cursor checks
   are written that way.  */
static void
address_slice (struct fn_state *st, site *s, struct slice *idx)
{
  int sign = 2;   /* none seen yet */
  for (unsigned i = 0; i < s->ncarriers; i++)
    {
      tree p = *s->carrier[i];
      for (int depth = 0; depth < 8 && TREE_CODE (p) == SSA_NAME
                          && POINTER_TYPE_P (TREE_TYPE (p)); depth++)
        {
          if (!idx->addr.contains (p))
            idx->addr.safe_push (p);
          gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (p));
          if (!ga)
            break;
          enum tree_code code = gimple_assign_rhs_code (ga);
          if (CONVERT_EXPR_CODE_P (code) || code == SSA_NAME)
            {
              p = gimple_assign_rhs1 (ga);
              continue;
            }
          if (code != POINTER_PLUS_EXPR)
            break;
          tree off = gimple_assign_rhs2 (ga);
          if (TREE_CODE (off) == INTEGER_CST)
            {
              p = gimple_assign_rhs1 (ga);
              continue;
            }
          if (influenced_p (st, off))
            {
              int o = offset_sign (off);
              sign = sign == 2 || sign == o ? o : 0;
            }
          break;
        }
    }
  idx->addr_sign = sign == 2 ? 0 : sign;
}

/* Is OP one of IDX's address pointers, or a constant offset from one
   ("ip + 2", through conversions)?  */
static bool
address_operand_p (struct slice *idx, tree op)
{
  for (int depth = 0; depth < 6 && TREE_CODE (op) == SSA_NAME; depth++)
    {
      if (!POINTER_TYPE_P (TREE_TYPE (op)))
        return false;
      if (operand_in_p (&idx->addr, op, true))
        return true;
      gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (op));
      if (!ga)
        return false;
      enum tree_code code = gimple_assign_rhs_code (ga);
      if (!(CONVERT_EXPR_CODE_P (code) || code == SSA_NAME
            || (code == POINTER_PLUS_EXPR
                && TREE_CODE (gimple_assign_rhs2 (ga)) == INTEGER_CST)))
        return false;
      op = gimple_assign_rhs1 (ga);
    }
  return false;
}

/* ---- Which checks a mask needs (guards=nearest).  ----

   A site's guards are every check its control depends on whose
   condition shares a value with the index's slice; in a state machine
   (a decoder's big loop) that is most of the checks of the loop, met
   through the PHIs that carry its variables round, and ANDing all their
   masks costs dozens of instructions per load.  What confines the
   address under misprediction is a check of the index's own value: its
   mask, computed from the actual operands, is zero whenever the index
   is outside the range the check allows.  So when the checks that test
   the index itself (its near slice: no PHI, load or call between)
   bound it from above and from below, and dominate the access, the
   other guards' masks add nothing and are left out.  */

/* A check combined with others into one flag: "(a | b) != 0" taken false
   says that a and b are both false, "(a & b) != 0" taken true that both
   hold (GCC merges "if (g == 0 || x >= n) break;" into one branch on
   such a flag).  When a component compares a value of the index IDX,
   *CODE, *LHS and *RHS become that comparison as it holds along E, and
   the result is true.  The mask stays the flag's own (rewrite.cc): it
   is all ones only where every component says so.  */
static bool
component_check (struct slice *idx, edge e, enum tree_code *code,
                 tree *lhs, tree *rhs)
{
  if ((*code != NE_EXPR && *code != EQ_EXPR) || !integer_zerop (*rhs)
      || TREE_CODE (*lhs) != SSA_NAME)
    return false;
  gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (*lhs));
  if (!ga)
    return false;
  enum tree_code op = gimple_assign_rhs_code (ga);
  /* Along E, is the combined flag nonzero?  */
  bool nonzero = (*code == NE_EXPR) == ((e->flags & EDGE_TRUE_VALUE) != 0);
  if (!((op == BIT_IOR_EXPR && !nonzero) || (op == BIT_AND_EXPR && nonzero)))
    return false;
  for (unsigned i = 1; i <= 2; i++)
    {
      tree c = gimple_op (ga, i);
      gassign *cg = TREE_CODE (c) == SSA_NAME
                    ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (c)) : NULL;
      if (!cg || TREE_CODE_CLASS (gimple_assign_rhs_code (cg)) != tcc_comparison)
        continue;
      tree a = gimple_assign_rhs1 (cg), b = gimple_assign_rhs2 (cg);
      if (!operand_in_p (&idx->near, a, true)
          && !operand_in_p (&idx->near, b, true)
          && !index_operand_p (idx, a) && !index_operand_p (idx, b))
        continue;
      enum tree_code cc = gimple_assign_rhs_code (cg);
      if (!nonzero)
        cc = invert_tree_comparison (cc, HONOR_NANS (a));
      if (cc == ERROR_MARK)
        continue;
      *code = cc;
      *lhs = a;
      *rhs = b;
      return true;
    }
  return false;
}

/* Which sides the branch LAST, taken along edge E, bounds.  When it
   tests a name of the near slice NEAR: BOUNDS_NEAR, with BOUNDS_UPPER
   and/or BOUNDS_LOWER for the index's sides.  An unsigned comparison
   from above bounds both sides; a signed one needs a check from below
   against a constant as well.  Otherwise, when the branch tests a value
   the index is computed from (a node of IDX's slice, through PHIs and
   loads of the same place), the same bits without BOUNDS_NEAR: a
   check from below of a value the index is merged from ("i >= 0"
   before a loop that starts at i) may be the only lower bound there
   is.  *TESTED is set to the value tested.  */
static unsigned
bound_sides (struct slice *idx, edge e, gimple *last, tree *tested = NULL)
{
  vec<tree> *near = &idx->near;
  if (gswitch *sw = dyn_cast <gswitch *> (last))
    {
      basic_block dflt
        = label_to_block (cfun, CASE_LABEL (gimple_switch_default_label (sw)));
      /* A case's label: the index is one of a few constants.  */
      unsigned both = e->dest != dflt ? BOUNDS_UPPER | BOUNDS_LOWER : 0u;
      if (tested)
        *tested = gimple_switch_index (sw);
      if (!operand_in_p (near, gimple_switch_index (sw), true))
        return index_operand_p (idx, gimple_switch_index (sw)) ? both : 0u;
      return BOUNDS_NEAR | both;
    }
  gcond *cond = dyn_cast <gcond *> (last);
  if (!cond)
    return 0;
  enum tree_code code = gimple_cond_code (cond);
  tree lhs = gimple_cond_lhs (cond);
  tree rhs = gimple_cond_rhs (cond);
  look_through_flag (&code, &lhs, &rhs);
  bool holds = component_check (idx, e, &code, &lhs, &rhs);
  if (TREE_CODE_CLASS (code) != tcc_comparison
      || !(INTEGRAL_TYPE_P (TREE_TYPE (lhs))
           || POINTER_TYPE_P (TREE_TYPE (lhs))))
    return 0;
  if (!holds && (e->flags & EDGE_FALSE_VALUE))
    {
      code = invert_tree_comparison (code, false);
      if (code == ERROR_MARK)
        return 0;
    }
  unsigned near_bit = BOUNDS_NEAR;
  if (!idx->addr.is_empty ()
      && (address_operand_p (idx, lhs) || address_operand_p (idx, rhs)))
    {
      /* A check of the address itself, "p CODE bound": it bounds p
         from the side it says; the other side comes from the sign of
         the offsets, when their computation gives it ("p = base + x"
         with x unsigned and narrow is at least base).  Pointers wrap:
         unsigned order alone says nothing of the other side.  */
      if (!address_operand_p (idx, lhs))
        {
          std::swap (lhs, rhs);
          code = swap_tree_comparison (code);
        }
      if (tested)
        *tested = lhs;
      unsigned sides = 0;
      switch (code)
        {
        case LT_EXPR: case LE_EXPR:
          sides = BOUNDS_UPPER | (idx->addr_sign > 0 ? BOUNDS_LOWER : 0u);
          break;
        case GT_EXPR: case GE_EXPR:
          sides = BOUNDS_LOWER | (idx->addr_sign < 0 ? BOUNDS_UPPER : 0u);
          break;
        case EQ_EXPR:
          sides = BOUNDS_UPPER | BOUNDS_LOWER;
          break;
        default:
          break;
        }
      return BOUNDS_NEAR | sides;
    }
  if (!operand_in_p (near, lhs, true))
    {
      if (operand_in_p (near, rhs, true))
        {
          std::swap (lhs, rhs);
          code = swap_tree_comparison (code);
        }
      else
        {
          near_bit = 0;
          if (!index_operand_p (idx, lhs))
            {
              if (!index_operand_p (idx, rhs))
                return 0;
              std::swap (lhs, rhs);
              code = swap_tree_comparison (code);
            }
        }
    }
  /* Now "tested CODE other".  */
  bool is_unsigned = TYPE_UNSIGNED (TREE_TYPE (lhs))
                     || POINTER_TYPE_P (TREE_TYPE (lhs));
  unsigned sides = 0;
  switch (code)
    {
    case LT_EXPR:
    case LE_EXPR:
      sides = BOUNDS_UPPER | (is_unsigned ? BOUNDS_LOWER : 0u);
      break;
    case GT_EXPR:
    case GE_EXPR:
      if (!is_unsigned && TREE_CODE (rhs) == INTEGER_CST
          && wi::ges_p (wi::to_wide (rhs), code == GT_EXPR ? -1 : 0))
        sides = BOUNDS_LOWER;
      break;
    case EQ_EXPR:
      if (TREE_CODE (rhs) == INTEGER_CST)
        sides = BOUNDS_UPPER | BOUNDS_LOWER;
      break;
    default:
      break;
    }
  if (tested)
    *tested = lhs;
  if (near_bit && idx->one_root && !near->is_empty ())
    {
      /* The index and what it is a scaled or shifted copy of: "x * 4",
         "(long) x + 1" are bounded on both sides when x is.  */
      auto_vec<tree, 4> root;
      tree r = (*near)[0];
      for (int depth = 0; depth < 6 && TREE_CODE (r) == SSA_NAME; depth++)
        {
          root.safe_push (r);
          gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (r));
          if (!ga)
            break;
          enum tree_code rc = gimple_assign_rhs_code (ga);
          if (CONVERT_EXPR_CODE_P (rc) || rc == SSA_NAME)
            r = gimple_assign_rhs1 (ga);
          else if ((rc == MULT_EXPR || rc == PLUS_EXPR || rc == MINUS_EXPR
                    || rc == LSHIFT_EXPR)
                   && TREE_CODE (gimple_assign_rhs2 (ga)) == INTEGER_CST)
            r = gimple_assign_rhs1 (ga);
          else
            break;
        }
      if (operand_in_p (&root, lhs, true))
        near_bit |= BOUNDS_ROOT;
    }
  return near_bit | sides;
}

/* A guard guards=nearest keeps if room runs out.  */
static bool
guard_kept_p (struct guard *g)
{
  return g->sides & (BOUNDS_NEAR | BOUNDS_LOWER);
}

/* Keep the guards of S that KEEP marks, in their order, and decide
   again from those left whether S needs a fence, and why.  */
void
keep_guards (site *s, const bool *keep)
{
  unsigned n = 0;
  s->needs_fence = false;
  s->fence_why = NULL;
  for (unsigned i = 0; i < s->nguards; i++)
    if (keep[i])
      {
        s->guards[n++] = s->guards[i];
        if (!s->guards[n - 1].maskable && !s->needs_fence)
          {
            s->needs_fence = true;
            s->fence_why = s->guards[n - 1].why;
          }
      }
  s->nguards = n;
}

/* guards=nearest: when S's checks of the index itself bound it from
   above, each with a mask that dominates the access, keep only those
   and, unless they bound it from below as well, the checks that bound
   a value from below.  Otherwise, if guards were left out for want of
   room, S needs a fence as before.  Sets S->near_upper and
   S->near_bounded.  */
void
keep_nearest_guards (site *s)
{
  unsigned sides = 0;
  if (opts.guards == GUARDS_NEAREST && !s->too_many_guards)
    {
      for (unsigned i = 0; i < s->nguards; i++)
        {
          struct guard *g = &s->guards[i];
          if ((g->sides & BOUNDS_NEAR) && g->maskable && g->dominates)
            sides |= g->sides;
        }
      /* The loop tests set aside, if the site is one at all and the
         checks that make it one would need their masks carried round
         a loop: a mask computed at the access is cheaper than a web,
         not than a mask computed once before the loop.  */
      bool webs = false;
      for (unsigned i = 0; i < s->nguards; i++)
        webs |= !(s->guards[i].sides & BOUNDS_NEAR) && s->guards[i].at_join;
      if (webs)
        for (unsigned i = 0; i < s->nspare; i++)
          sides |= s->spare[i].sides;
      else
        s->nspare = 0;
    }
  if (!(sides & BOUNDS_UPPER))
    {
      if (s->far_overflow)
        {
          s->too_many_guards = true;
          s->needs_fence = true;
          s->fence_why = "more than " NOSPEC_STR (MAX_GUARDS) " checks";
        }
      return;
    }
  bool both = sides & BOUNDS_LOWER;
  s->near_upper = true;
  s->near_bounded = both;
  /* One check of the index itself that bounds it on both sides (an
     unsigned "x > 257") is all the mask needs: drop the other checks,
     of the values it is computed from too.  */
  for (unsigned i = 0; i < s->nguards; i++)
    {
      struct guard *g = &s->guards[i];
      unsigned full = BOUNDS_ROOT | BOUNDS_UPPER | BOUNDS_LOWER;
      if ((g->sides & full) == full && g->maskable && g->dominates)
        {
          s->guards[0] = *g;
          s->nguards = 1;
          s->needs_fence = false;
          s->fence_why = NULL;
          s->far_overflow = false;
          s->nspare = 0;
          return;
        }
    }
  bool *keep = XALLOCAVEC (bool, s->nguards);
  for (unsigned i = 0; i < s->nguards; i++)
    keep[i] = both ? (s->guards[i].sides & BOUNDS_NEAR)
                   : guard_kept_p (&s->guards[i]);
  keep_guards (s, keep);
  s->far_overflow = false;
  for (unsigned i = 0; i < s->nspare && s->nguards < MAX_GUARDS; i++)
    {
      bool seen = false;
      for (unsigned j = 0; j < s->nguards; j++)
        seen |= s->guards[j].on_edge == s->spare[i].on_edge;
      if (seen)
        continue;
      if (s->nguards == s->guards_alloc)
        {
          s->guards_alloc = s->guards_alloc ? 2 * s->guards_alloc : 2;
          s->guards = XRESIZEVEC (struct guard, s->guards, s->guards_alloc);
        }
      s->guards[s->nguards++] = s->spare[i];
    }
  s->nspare = 0;
}

/* guards=nearest: checks made redundant by a later one.  When a check D
   that dominates the access bounds a value V of the index's slice, a
   check G of a value T that V is computed from adds nothing, provided
   the index depends on T only through V and G bounds no side D does
   not: whatever G would let through under misprediction, D's mask,
   computed from V's actual value, confines to the range D allows, the
   range the access is written for.  Such G are typically the tests of
   earlier iterations of a state machine's loop ("nextSym <= 1" before
   "nn = nextSym - 1; if (nn < 16)"), whose masks would have to be
   carried round the loop.  */
static void
drop_upstream_guards (site *s, vec<tree> *indices)
{
  if (opts.guards != GUARDS_NEAREST || s->too_many_guards || s->nguards < 2)
    return;
  bool *keep = XALLOCAVEC (bool, s->nguards);
  for (unsigned i = 0; i < s->nguards; i++)
    keep[i] = true;
  bool any = false;
  for (unsigned i = 0; i < s->nguards; i++)
    {
      struct guard *d = &s->guards[i];
      if (!keep[i] || !d->tested || TREE_CODE (d->tested) != SSA_NAME
          || !d->dominates || !d->maskable || !(d->sides & BOUNDS_UPPER))
        continue;
      struct slice up = { vNULL, vNULL, vNULL, vNULL };
      backward_slice (d->tested, &up);
      auto_vec<tree, 16> rest;
      if (slice_without (indices, d->tested, &rest))
        for (unsigned j = 0; j < s->nguards; j++)
          {
            struct guard *g = &s->guards[j];
            if (j == i || !keep[j] || !g->tested
                || (g->sides & (BOUNDS_UPPER | BOUNDS_LOWER) & ~d->sides))
              continue;
            if (operand_in_p (&up.nodes, g->tested)
                && !operand_in_p (&rest, g->tested))
              {
                keep[j] = false;
                any = true;
              }
          }
      up.nodes.release ();
      up.behind.release ();
      up.call_args.release ();
    }
  if (any)
    keep_guards (s, keep);
}

/* Is E's branch a build-time assertion: does its other side call a
   function declared with the "error" or "warning" attribute (Linux's
   compiletime_assert, BUILD_BUG_ON)?  Such a call fails the build if
   it is left in, so the optimizer proves the branch never goes there:
   no check that a running program makes, mispredicted or not.  */
static bool
build_time_assertion_p (edge e)
{
  edge other;
  edge_iterator ei;
  FOR_EACH_EDGE (other, ei, e->src->succs)
    {
      if (other == e)
        continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (other->dest);
           !gsi_end_p (gsi); gsi_next (&gsi))
        {
          gcall *call = dyn_cast <gcall *> (gsi_stmt (gsi));
          tree fn = call ? gimple_call_fndecl (call) : NULL_TREE;
          if (fn && (lookup_attribute ("error", DECL_ATTRIBUTES (fn))
                     || lookup_attribute ("warning", DECL_ATTRIBUTES (fn))))
            return true;
        }
    }
  return false;
}

/* Add edge E as a guard of S if its condition is a check on the index
   (always, with checks=any).  USE_BB is where S's value is used: a mask
   guard must dominate it.  ON_SITE_EDGE: S sits on E itself (a PHI
   argument coming in on E), which E trivially dominates.  */
static void
add_guard (struct fn_state *st, site *s, struct slice *idx_slice, edge e,
           basic_block use_bb, bool on_site_edge, bool direct,
           bool flag_join = false)
{
  gimple *last = bb_last_stmt (e->src);
  gcond *cond = safe_dyn_cast <gcond *> (last);
  gswitch *sw = safe_dyn_cast <gswitch *> (last);
  if ((!cond && !sw) || (cond && build_time_assertion_p (e)))
    return;
  enum meeting meet = slices_meet (st, idx_slice, cond_slice (st, last));
  /* A pointer a call returned, tested (against NULL): an allocation or
     a lookup, not a bounds check of the integer handed to it (a lookup
     that returns an element pointer is a site in the callee).  */
  if (meet == MEET_BEHIND && cond
      && POINTER_TYPE_P (TREE_TYPE (gimple_cond_lhs (cond))))
    meet = MEET_NONE;
  /* checks=control: a branch on attacker data right above an access to
     an object of known size guards it too (Kocher's example 9: the
     check is a separate "is safe" flag); not a loop's exit test (the
     loop's own iteration, over attacker data or not: nla_for_each_nested
     above nl80211's "req.links[req.link_id]").  */
  if (meet == MEET_NONE && !flag_join && opts.checks != CHECKS_ANY
      && !(opts.checks == CHECKS_CONTROL && direct && cond
           && s->known_extent
           && !(current_loops && e->src->loop_father
                && loop_exit_edge_p (e->src->loop_father, e))
           && tainted_condition_p (st, cond, idx_slice)))
    return;
  /* The rules apply to checks of the index, not to flag guards.  */
  if (meet != MEET_NONE)
    {
      const char *rule = check_dropped_by (st, idx_slice, e, last, meet);
      if (rule)
        {
          if (!s->dropped_by)
            s->dropped_by = rule;
          /* A loop's own exit test makes no gadget, but where the site
             is one for another reason, it is the cheapest mask there
             is: keep it aside for keep_nearest_guards.  */
          if (strcmp (rule, "loop-counter") == 0
              && opts.guards == GUARDS_NEAREST && cond
              && s->nspare < MAX_SPARE_GUARDS && use_bb
              && edge_dominates_p (e, use_bb)
              && mask_guard_ok_p (st, cond, meet))
            {
              unsigned sides = bound_sides (idx_slice, e, last);
              if ((sides & BOUNDS_NEAR) && (sides & BOUNDS_UPPER))
                {
                  struct guard *g = &s->spare[s->nspare++];
                  memset (g, 0, sizeof *g);
                  g->on_edge = e;
                  g->cond = cond;
                  g->maskable = true;
                  g->dominates = true;
                  g->sides = sides;
                }
            }
          return;
        }
    }

  for (unsigned i = 0; i < s->nguards; i++)
    if (s->guards[i].on_edge == e)
      return;
  tree tested = NULL_TREE;
  unsigned sides = meet != MEET_NONE
                   ? bound_sides (idx_slice, e, last, &tested) : 0;
  if (s->nguards == MAX_GUARDS && !(sides & (BOUNDS_NEAR | BOUNDS_LOWER)))
    {
      /* Not a check of the index itself nor a lower bound: needed only
         if those do not bound it (keep_nearest_guards decides).  */
      s->far_overflow = true;
      return;
    }
  if (s->nguards == MAX_GUARDS)
    for (unsigned i = 0; i < s->nguards; i++)
      if (!guard_kept_p (&s->guards[i]))
        {
          /* Make room for one that guards=nearest keeps.  */
          s->guards[i] = s->guards[--s->nguards];
          s->far_overflow = true;
          break;
        }
  if (s->nguards == MAX_GUARDS)
    {
      s->too_many_guards = true;
      s->needs_fence = true;
      s->fence_why = "more than " NOSPEC_STR (MAX_GUARDS) " checks";
      return;
    }
  if (s->nguards == s->guards_alloc)
    {
      s->guards_alloc = s->guards_alloc ? 2 * s->guards_alloc : 2;
      s->guards = XRESIZEVEC (struct guard, s->guards, s->guards_alloc);
    }
  struct guard *g = &s->guards[s->nguards++];
  g->on_edge = e;
  g->sides = sides;
  g->tested = tested;
  g->cond = cond;
  g->sw = sw;
  g->why = NULL;
  g->behind_call = meet == MEET_BEHIND;
  g->at_join = false;
  g->dominates = on_site_edge || (use_bb && edge_dominates_p (e, use_bb));
  if (sw)
    {
      /* The mask is "the index is one of the cases that lead here".  */
      if (meet == MEET_BEHIND)
        g->why = "a switch on a value out of a call";
      else if (!mask_type_ok_p (gimple_switch_index (sw)))
        g->why = "switch operand type";
      else if (meet == MEET_NONE
               && slice_has_control_p (cond_slice (st, last)))
        g->why = "flag condition";
      else if (!switch_edge_maskable_p (sw, e))
        g->why = "more than " NOSPEC_STR (MAX_SWITCH_RANGES)
                 " case ranges lead here";
    }
  else if (flag_join ? !mask_type_ok_p (gimple_cond_lhs (cond))
                       || !mask_type_ok_p (gimple_cond_rhs (cond))
                     : !mask_guard_ok_p (st, cond, meet))
    {
      tree t = TREE_TYPE (gimple_cond_lhs (cond));
      if (meet == MEET_BEHIND)
        g->why = "a flag out of a call (the callee's own branch)";
      else if (FLOAT_TYPE_P (t))
        g->why = "a floating-point comparison";
      else if (!mask_type_ok_p (gimple_cond_lhs (cond))
               || !mask_type_ok_p (gimple_cond_rhs (cond)))
        g->why = "operands wider than a word";
      else
        g->why = "flag condition";
    }
  if (!g->why && !g->dominates)
    {
      /* rewrite.cc carries the mask there through PHIs.  */
      if (use_bb && !(e->flags & EDGE_COMPLEX))
        g->at_join = true;
      else
        g->why = "does not dominate the use";
    }
  g->maskable = g->why == NULL;
  if (!g->maskable)
    {
      s->needs_fence = true;
      if (!s->fence_why)
        s->fence_why = g->why;
    }
}

/* ---- Checks inlined into a flag.  ----

   "if (is_safe (x)) v = tab[x];" with is_safe "return x < n && x < 256;"
   (or written with several returns), once IPA inlining has put it in,
   and before any cleanup threads it:

     <bb 3>: if (x <= 255) goto <bb 5>; else goto <bb 4>;
     <bb 5>: # f = PHI <1(3), 0(4), 0(2)>
             if (f != 0) goto <bb 6>; ...
     <bb 6>: v = tab[x];

   The load is control-dependent on the flag's branch alone, which meets
   nothing of the index.  But the flag's branch holds only if F came in
   along an edge whose constant takes it (bb3 -> bb5 here), so that
   edge's check and the checks it depends on guard the load too: they do
   not dominate it, and their masks reach it through the predicate state
   (rewrite.cc); and the flag's branch itself, masked from F's value,
   covers its own misprediction.

   The same for a status code: "rc = get_len (md, n, &len); if (rc < 0)
   return rc; ... md->ovector[2 * n]" with get_len returning -49 when n
   is out of range, 0 when it succeeds, and the value of another field
   when that is negative.  A constant takes the flag's branch or not, by
   folding; a value that comes in on the edge of another branch might,
   so that branch guards the load too, whatever it compares (it is
   masked from its own condition: mispredicted, it would bring in a
   value that takes the flag's branch without any of the checks).

   Looked for only at the loads that the first pass instance left a
   pending fence before (pass.cc): gadgets it found checked by a call,
   now inlined.  */

static hash_set<gimple *> *flag_join_sites;

void
set_flag_join_sites (hash_set<gimple *> *sites)
{
  flag_join_sites = sites;
}

/* NAME through copies and conversions between integer types, to a PHI
   in block BB whose arguments are integer constants, or values that
   come in on the edge of a branch; else NULL.  TYPES gets the types
   NAME was converted to on the way, innermost first.  */
static gphi *
flag_phi (tree name, basic_block bb, vec<tree> *types)
{
  for (unsigned depth = 0; depth < 8 && TREE_CODE (name) == SSA_NAME;
       depth++)
    {
      gimple *def = SSA_NAME_DEF_STMT (name);
      if (gphi *phi = dyn_cast <gphi *> (def))
        {
          if (gimple_bb (phi) != bb)
            return NULL;
          for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
            {
              tree a = gimple_phi_arg_def (phi, i);
              edge in = gimple_phi_arg_edge (phi, i);
              if (TREE_CODE (a) != INTEGER_CST
                  && !(in->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE)))
                return NULL;
            }
          return phi;
        }
      gassign *ga = dyn_cast <gassign *> (def);
      if (!ga || !(gimple_assign_ssa_name_copy_p (ga)
                   || CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (ga)))
          || !INTEGRAL_TYPE_P (TREE_TYPE (gimple_assign_rhs1 (ga)))
          || !INTEGRAL_TYPE_P (TREE_TYPE (name)))
        return NULL;
      types->safe_push (TREE_TYPE (name));
      name = gimple_assign_rhs1 (ga);
    }
  return NULL;
}

/* Is E's branch "F OP C" (C a constant) on such a flag?  Push onto
   TAKING the edges into the flag's block along which F takes E: those
   whose constant satisfies the branch, and those that bring a value in
   from another branch (its own outcome decides whether F takes E, so
   that branch guards the site whatever it compares: FORCED says so).  */
static bool
flag_join_edges (edge e, vec<edge> *taking, vec<bool> *forced)
{
  gcond *cond = safe_dyn_cast <gcond *> (bb_last_stmt (e->src));
  if (!cond || !(e->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE)))
    return false;
  enum tree_code code = gimple_cond_code (cond);
  tree rhs = gimple_cond_rhs (cond);
  if (TREE_CODE (rhs) != INTEGER_CST
      || !INTEGRAL_TYPE_P (TREE_TYPE (gimple_cond_lhs (cond))))
    return false;
  auto_vec<tree, 4> types;
  gphi *phi = flag_phi (gimple_cond_lhs (cond), e->src, &types);
  if (!phi)
    return false;
  bool on_true = (e->flags & EDGE_TRUE_VALUE) != 0;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      tree a = gimple_phi_arg_def (phi, i);
      edge in = gimple_phi_arg_edge (phi, i);
      tree holds = NULL_TREE;
      if (TREE_CODE (a) == INTEGER_CST)
        {
          /* The constant as the branch sees it, after the conversions.  */
          for (unsigned j = types.length (); j-- > 0; )
            a = fold_convert (types[j], a);
          holds = fold_binary (code, boolean_type_node, a,
                               fold_convert (TREE_TYPE (a), rhs));
          if (holds && TREE_CODE (holds) != INTEGER_CST)
            holds = NULL_TREE;
        }
      if (holds && integer_onep (holds) != on_true)
        continue;
      if (!holds && !(in->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE)))
        return false;
      taking->safe_push (in);
      forced->safe_push (!holds);
    }
  return true;
}

/* Walk the control dependences of BB transitively, adding guards.  */
void
collect_guards (struct fn_state *st, site *s, struct slice *idx_slice,
                basic_block bb, basic_block use_bb)
{
  bool flags = flag_join_sites && flag_join_sites->contains (s->stmt);
  auto_bitmap visited;
  auto_vec<basic_block, 8> work;
  work.safe_push (bb);
  while (!work.is_empty ())
    {
      basic_block b = work.pop ();
      if (!bitmap_set_bit (visited, b->index))
        continue;
      if (b->index < NUM_FIXED_BLOCKS)
        continue;
      bitmap_iterator bi;
      unsigned ei;
      EXECUTE_IF_SET_IN_BITMAP (st->cd->get_edges_dependent_on (b->index), 0,
                                ei, bi)
        {
          basic_block src = st->cd->get_edge_src (ei);
          basic_block dest = st->cd->get_edge_dest (ei);
          edge e = find_edge (src, dest);
          if (!e || src->index < NUM_FIXED_BLOCKS)
            continue;
          add_guard (st, s, idx_slice, e, use_bb, false, b == bb);
          work.safe_push (src);
          auto_vec<edge, 4> taking;
          auto_vec<bool, 4> forced;
          if (flags && flag_join_edges (e, &taking, &forced))
            {
              add_guard (st, s, idx_slice, e, use_bb, false, b == bb, true);
              for (unsigned i = 0; i < taking.length (); i++)
                {
                  if (taking[i]->src->index < NUM_FIXED_BLOCKS)
                    continue;
                  add_guard (st, s, idx_slice, taking[i], use_bb, false,
                             false, forced[i]);
                  work.safe_push (taking[i]->src);
                }
            }
        }
    }
}

/* Guards of S, whose index-side values are INDICES, used in USE_BB (or on
   SITE_EDGE).  Returns false when S is no gadget.  */
bool
find_guards (struct fn_state *st, site *s, vec<tree> *indices,
             basic_block use_bb, edge site_edge, struct slice *idx_slice)
{
  for (unsigned i = 0; i < indices->length (); i++)
    {
      backward_slice ((*indices)[i], idx_slice);
      near_slice ((*indices)[i], idx_slice);
    }
  address_slice (st, s, idx_slice);
  idx_slice->one_root = indices->length () == 1;
  if (site_edge && safe_dyn_cast <gcond *> (bb_last_stmt (site_edge->src)))
    /* return x < n ? &a[x] : NULL: the edge itself is a guard.  */
    add_guard (st, s, idx_slice, site_edge, use_bb, true, true);
  collect_guards (st, s, idx_slice, use_bb, use_bb);
  keep_nearest_guards (s);
  /* Measured on bzip2 -d: also applied after keep_nearest_guards pruned,
     it drops more checks but the code got slower (1,243M -> 1,283M
     instructions: the register allocation of the big loop changed).  */
  if (!s->near_upper)
    drop_upstream_guards (s, indices);
  return s->nguards > 0 || s->too_many_guards;
}

} /* namespace nospec */
