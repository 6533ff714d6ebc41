/* rewrite.cc - make gadget sites speculation-safe.

   strategy=mask (default).  For each guarding edge E of a check
   "a CMP b", once, right before the branch:

     Turn:   if (x < n) goto <L>; ...  <L>: v = a[x];
     into:   m = asm volatile ("cmp; sbb" : "=&r" : x, n);  // ~0 iff x < n
             if (x < n) goto <L>; ...
             <L>: x.1 = x & m;
                  v = a[x.1];

   m holds all ones exactly when the relation that E implies holds on the
   actual values, computed by the target's mask sequence (runtime/nospec/
   ARCH.h) whose result the processor does not predict.  On the
   architectural path the relation holds, so x.1 == x and the program
   computes what it computed before; under misprediction x.1 == 0 (a
   pointer becomes NULL), which reaches nothing the attacker chooses.
   Every relation is reduced to an unsigned "less than" on machine words:
   signed operands are sign-extended and their sign bit flipped (which
   maps signed order onto unsigned order); a <= b is NOT (b < a);
   a == b is (a ^ b) < 1.  A site guarded by several checks ANDs their
   masks.  Where no guard dominates the site or a guard is not a plain
   comparison (a switch, a flag that came out of a call, a ternary inside
   the index), the site gets a fence right before it instead.

   strategy=fence: a fence at the start of each guarded region (or right
   before the site when no guard dominates it).

   strategy=load: the RFC's nospec_load form: the load happens, and its
   value is ANDed with the mask before any use.  Sites that are not scalar
   loads are masked as with strategy=mask.

   The mask and the fence are volatile asm, so no later pass moves them
   out of the guarded region or folds them away; the load depends on the
   mask through data, so it cannot be scheduled above it.  New statements
   take the location of the check (masks) or of the load (fences).  */

#include "gcc-compat.h"
#include "gimple-fold.h"
#include "nospec-plugin.h"
#include "gadget.h"

namespace nospec {

struct rewrite_state {
  tree word;                           /* unsigned pointer-sized type */
  tree sword;                          /* its signed twin */
  hash_map<edge, tree> *edge_masks;    /* one mask per guarding edge */
  hash_set<edge> *fenced_edges;
  unsigned masks, fences;
  bool need_vops;
};

/* X as an unsigned word whose unsigned order is X's own order.  */
static tree
as_ordered_word (struct rewrite_state *rs, gimple_seq *seq, location_t loc,
                 tree x)
{
  tree type = TREE_TYPE (x);
  if (INTEGRAL_TYPE_P (type) && !TYPE_UNSIGNED (type))
    {
      tree wide = gimple_convert (seq, loc, rs->sword, x);
      tree u = gimple_convert (seq, loc, rs->word, wide);
      tree sign = wide_int_to_tree (rs->word,
                                    wi::set_bit_in_zero
                                      (TYPE_PRECISION (rs->word) - 1,
                                       TYPE_PRECISION (rs->word)));
      return gimple_build (seq, loc, BIT_XOR_EXPR, rs->word, u, sign);
    }
  return gimple_convert (seq, loc, rs->word, x);
}

/* Append M = (A < B) ? ~0 : 0 to SEQ, as the target's asm.  */
static tree
emit_mask_ltu (struct rewrite_state *rs, gimple_seq *seq, location_t loc,
               tree a, tree b)
{
  tree m = make_ssa_name (rs->word);
  gimple *as = build_mask_ltu (m, a, b);
  gimple_set_location (as, loc);
  gimple_seq_add_stmt (seq, as);
  rs->masks++;
  return m;
}

/* The mask for guard G: all ones exactly when the relation its edge
   implies holds.  Computed once per edge, right before the branch.  */
static tree
edge_mask (struct rewrite_state *rs, struct guard *g)
{
  tree *cached = rs->edge_masks->get (g->on_edge);
  if (cached)
    return *cached;

  gcond *cond = g->cond;
  location_t loc = gimple_location (cond);
  enum tree_code code = gimple_cond_code (cond);
  if (!(g->on_edge->flags & EDGE_TRUE_VALUE))
    code = invert_tree_comparison (code, false);

  gimple_seq seq = NULL;
  tree a = as_ordered_word (rs, &seq, loc, gimple_cond_lhs (cond));
  tree b = as_ordered_word (rs, &seq, loc, gimple_cond_rhs (cond));
  tree one = build_one_cst (rs->word);
  tree m;
  switch (code)
    {
    case LT_EXPR:
      m = emit_mask_ltu (rs, &seq, loc, a, b);
      break;
    case GT_EXPR:
      m = emit_mask_ltu (rs, &seq, loc, b, a);
      break;
    case LE_EXPR:
      m = emit_mask_ltu (rs, &seq, loc, b, a);
      m = gimple_build (&seq, loc, BIT_NOT_EXPR, rs->word, m);
      break;
    case GE_EXPR:
      m = emit_mask_ltu (rs, &seq, loc, a, b);
      m = gimple_build (&seq, loc, BIT_NOT_EXPR, rs->word, m);
      break;
    case EQ_EXPR:
      m = gimple_build (&seq, loc, BIT_XOR_EXPR, rs->word, a, b);
      m = emit_mask_ltu (rs, &seq, loc, m, one);
      break;
    case NE_EXPR:
      m = gimple_build (&seq, loc, BIT_XOR_EXPR, rs->word, a, b);
      m = emit_mask_ltu (rs, &seq, loc, m, one);
      m = gimple_build (&seq, loc, BIT_NOT_EXPR, rs->word, m);
      break;
    default:
      /* detect.cc only marks integer and pointer comparisons maskable.  */
      gcc_unreachable ();
    }

  /* Before the branch, not in the guarded region: inside it, GCC knows
     the relation holds and would fold the mask's inputs (x == k lets it
     replace x by k).  A mask computed from data before the branch is
     just as safe: the processor predicts the branch, not the mask.  */
  gimple_stmt_iterator gsi = gsi_for_stmt (cond);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  rs->edge_masks->put (g->on_edge, m);
  return m;
}

/* VALUE & MASK, in VALUE's type, appended to SEQ.  */
static tree
apply_mask (struct rewrite_state *rs, gimple_seq *seq, location_t loc,
            tree value, tree mask)
{
  tree type = TREE_TYPE (value);
  tree u = gimple_convert (seq, loc, rs->word, value);
  tree masked = make_ssa_name (rs->word);
  gimple_seq_add_stmt (seq, gimple_build_assign (masked, BIT_AND_EXPR, u,
                                                 mask));
  gimple_set_location (gimple_seq_last_stmt (*seq), loc);
  return gimple_convert (seq, loc, type, masked);
}

static void
insert_fence_before (struct rewrite_state *rs, gimple_stmt_iterator *gsi,
                     location_t loc)
{
  gimple *fence = build_fence ();
  gimple_set_location (fence, loc);
  gsi_insert_before (gsi, fence, GSI_SAME_STMT);
  rs->fences++;
  rs->need_vops = true;
}

static void
fence_edge (struct rewrite_state *rs, edge e, location_t loc)
{
  if (rs->fenced_edges->add (e))
    return;
  gimple_stmt_iterator gsi = gsi_after_labels (e->dest);
  insert_fence_before (rs, &gsi, loc);
}

/* Every guard of S is a mask guard that dominates it.  */
static bool
all_guards_dominate_p (site *s)
{
  for (unsigned i = 0; i < s->nguards; i++)
    if (!s->guards[i].maskable)
      return false;
  return !s->too_many_guards && s->nguards > 0;
}

static void
harden_with_fence (struct rewrite_state *rs, site *s)
{
  location_t loc = s->loc;
  if (opts.strategy == STRATEGY_FENCE && all_guards_dominate_p (s)
      && !s->phi_edge)
    {
      for (unsigned i = 0; i < s->nguards; i++)
        fence_edge (rs, s->guards[i].on_edge, loc);
      return;
    }
  if (s->phi_edge)
    {
      gimple *fence = build_fence ();
      gimple_set_location (fence, loc);
      gsi_insert_on_edge_immediate (s->phi_edge, fence);
      rs->fences++;
      rs->need_vops = true;
      return;
    }
  gimple_stmt_iterator gsi = gsi_for_stmt (s->stmt);
  /* One fence covers consecutive sites.  */
  gimple_stmt_iterator prev = gsi;
  gsi_prev (&prev);
  if (!gsi_end_p (prev))
    if (gasm *as = dyn_cast <gasm *> (gsi_stmt (prev)))
      if (gimple_asm_volatile_p (as) && gimple_asm_ninputs (as) == 0
          && gimple_asm_noutputs (as) == 0
          && gimple_asm_nclobbers (as) == 1)
        return;
  insert_fence_before (rs, &gsi, loc);
}

/* The value a scalar load defines, or NULL.  */
static tree
maskable_load_value (gimple *stmt)
{
  gassign *ga = dyn_cast <gassign *> (stmt);
  if (!ga || !gimple_assign_load_p (ga))
    return NULL_TREE;
  tree lhs = gimple_assign_lhs (ga);
  tree type = TREE_TYPE (lhs);
  if (TREE_CODE (lhs) != SSA_NAME
      || !(INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type))
      || TYPE_PRECISION (type) > POINTER_SIZE
      || stmt_ends_bb_p (stmt))
    return NULL_TREE;
  return lhs;
}

static void
harden_with_mask (struct rewrite_state *rs, site *s)
{
  gimple_seq seq = NULL;
  location_t loc = s->loc;
  tree mask = NULL_TREE;

  for (unsigned i = 0; i < s->nguards; i++)
    {
      tree m = edge_mask (rs, &s->guards[i]);
      mask = mask ? gimple_build (&seq, loc, BIT_AND_EXPR, rs->word, mask, m)
                  : m;
    }

  if (s->phi_edge)
    {
      /* return PHI <..., p (E)>: p & mask on the edge E.  */
      gphi *phi = as_a <gphi *> (s->stmt);
      tree masked = apply_mask (rs, &seq, loc,
                                gimple_phi_arg_def (phi, s->phi_arg), mask);
      gsi_insert_seq_on_edge_immediate (s->phi_edge, seq);
      SET_USE (gimple_phi_arg_imm_use_ptr (phi, s->phi_arg), masked);
      return;
    }

  gimple_stmt_iterator gsi = gsi_for_stmt (s->stmt);
  tree value = opts.strategy == STRATEGY_LOAD
               ? maskable_load_value (s->stmt) : NULL_TREE;
  if (value)
    {
      /* v = *p;  ->  v.0 = *p; v = v.0 & mask  */
      gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
      seq = NULL;
      tree raw = make_ssa_name (TREE_TYPE (value));
      gimple_assign_set_lhs (s->stmt, raw);
      SSA_NAME_DEF_STMT (raw) = s->stmt;
      tree masked = apply_mask (rs, &seq, loc, raw, mask);
      gimple *last = gimple_seq_last_stmt (seq);
      /* The final conversion defines the original name again.  */
      if (gimple_assign_lhs (last) == masked)
        {
          gimple_assign_set_lhs (last, value);
          SSA_NAME_DEF_STMT (value) = last;
          release_ssa_name (masked);
        }
      else
        gimple_seq_add_stmt (&seq, gimple_build_assign (value, masked));
      update_stmt (s->stmt);
      gsi_insert_seq_after (&gsi, seq, GSI_SAME_STMT);
      return;
    }

  for (unsigned i = 0; i < s->ncarriers; i++)
    *s->carrier[i] = apply_mask (rs, &seq, loc, *s->carrier[i], mask);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  update_stmt (s->stmt);
}

void
harden_sites (function *fun, vec<site> *sites, unsigned *masks,
              unsigned *fences, bool *need_vops)
{
  struct rewrite_state rs;
  hash_map<edge, tree> edge_masks;
  hash_set<edge> fenced_edges;

  (void) fun;
  rs.word = build_nonstandard_integer_type (POINTER_SIZE, 1);
  rs.sword = build_nonstandard_integer_type (POINTER_SIZE, 0);
  rs.edge_masks = &edge_masks;
  rs.fenced_edges = &fenced_edges;
  rs.masks = rs.fences = 0;
  rs.need_vops = false;

  for (unsigned i = 0; i < sites->length (); i++)
    {
      site *s = &(*sites)[i];
      bool fence = s->needs_fence || opts.strategy == STRATEGY_FENCE
                   || !all_guards_dominate_p (s);
      if (fence)
        {
          if (target_has_fence ())
            harden_with_fence (&rs, s);
        }
      else
        harden_with_mask (&rs, s);
    }

  *masks = rs.masks;
  *fences = rs.fences;
  *need_vops = rs.need_vops;
}

} /* namespace nospec */
