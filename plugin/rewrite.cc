/* rewrite.cc - make gadget sites speculation-safe.

   strategy=mask (default).  For each guarding edge E of a check
   "a CMP b", once, right before the branch:

     Turn:   if (x < n) goto <L>; ...  <L>: v = a[x];
     into:   m = asm ("cmp; sbb" : "=&r" : x, n);  // ~0 iff x < n
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
   masks.  A guard whose edge does not dominate the site (a loop test on
   the latch, a check whose in-bounds path joins others before the load)
   hands its mask on through PHIs: see "Masks carried to joins" below.
   A switch edge's mask says "the index is one of the case values that
   lead here" (see "Switches" below).  Where a guard has no mask (a
   floating-point comparison, a flag that came out of a call handed the
   index) or a site has more than MAX_GUARDS guards, the site gets a
   fence right before it instead, and the census says why.  At -O0
   (without LTO) the mask of a check whose edge dominates the site is
   computed right before the site instead, from the same operands: see
   mask_at_site_p.

   strategy=fence: a fence at the start of each guarded region (or right
   before the site when no guard dominates it).

   strategy=load: the RFC's nospec_load form: the load happens, and its
   value is ANDed with the mask before any use.  Sites that are not scalar
   loads are masked as with strategy=mask.

   The fence is volatile asm, so no later pass moves it.  The mask is an
   asm GCC cannot see through but may move, merge or drop as a pure
   function of its inputs (sequences.cc says why that is safe); the load
   depends on the mask through data, so it cannot be scheduled above it.  New statements
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
  hash_map<tree, tree> *ordered_words; /* -O0: ordered_operand's, once */
  hash_map<gimple *, tree> *switch_words; /* opaque_switch_index */
  struct pred_state *ps;                /* masks carried to joins */
  bitmap_head *frontiers;              /* dominance frontiers, once */
  int nfrontiers;                      /* blocks when they were computed */
  unsigned long web_work;              /* blocks visited planning PS */
  hash_set<edge> *fenced_edges;
  unsigned masks, fences;
  bool need_vops;
};

/* X as an unsigned word whose unsigned order is X's own order.  A signed
   X has its sign bit flipped at its own width, then is zero-extended: an
   int becomes "x ^ 0x80000000" in the low 32 bits, one instruction on
   most targets where sign-extending first and flipping bit 63 is two or
   three (x86 has no immediate for bit 63).  ordered_cst does the same to
   constants.  */
static tree
as_ordered_word (struct rewrite_state *rs, gimple_seq *seq, location_t loc,
                 tree x)
{
  tree type = TREE_TYPE (x);
  if (INTEGRAL_TYPE_P (type) && !TYPE_UNSIGNED (type))
    {
      unsigned prec = TYPE_PRECISION (type);
      tree utype = prec < TYPE_PRECISION (rs->word)
                   ? build_nonstandard_integer_type (prec, 1) : rs->word;
      tree u = gimple_convert (seq, loc, utype, x);
      tree sign = wide_int_to_tree (utype,
                                    wi::set_bit_in_zero (prec - 1, prec));
      u = gimple_build (seq, loc, BIT_XOR_EXPR, utype, u, sign);
      return gimple_convert (seq, loc, rs->word, u);
    }
  return gimple_convert (seq, loc, rs->word, x);
}

/* X (a comparison's operand) as an ordered word for a mask, appended to
   SEQ.  At -O0, where nothing merges equal computations and every SSA
   name becomes a pseudo register of its own, the conversion of a
   parameter's (or another default definition's) value is made once, at
   the start of the function, and shared by every mask that compares it
   (the bound "n" of a hundred checks "x < n"): fewer pseudos make GCC's
   register allocator faster on long functions (see mask_at_site_p).  */
static tree
ordered_operand (struct rewrite_state *rs, gimple_seq *seq, location_t loc,
                 tree x)
{
  if (optimize || TREE_CODE (x) != SSA_NAME || !SSA_NAME_IS_DEFAULT_DEF (x)
      || useless_type_conversion_p (rs->word, TREE_TYPE (x)))
    return as_ordered_word (rs, seq, loc, x);
  tree *cached = rs->ordered_words->get (x);
  if (cached)
    return *cached;
  gimple_stmt_iterator gsi
    = gsi_after_labels (single_succ (ENTRY_BLOCK_PTR_FOR_FN (cfun)));
  /* The location of the code it joins, not of the check: at the start
     of the function a check's line would look like the first line.  */
  if (!gsi_end_p (gsi))
    loc = gimple_location (gsi_stmt (gsi));
  gimple_seq conv = NULL;
  tree w = as_ordered_word (rs, &conv, loc, x);
  gsi_insert_seq_before (&gsi, conv, GSI_SAME_STMT);
  rs->ordered_words->put (x, w);
  return w;
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

/* ---- Switches.  ----

   A switch edge E implies "the index is one of the case values whose
   label leads to E's destination" (or, when the default label leads
   there too, "the index is none of the case values that lead elsewhere").
   Case values are constants, so the mask is an OR of one range test per
   run of adjacent values: (x - lo) < (hi - lo + 1), on the ordered word
   of x, which is one mask sequence each.  */

struct case_ranges {
  unsigned n;
  bool invert;                  /* the mask is NOT (x in the ranges) */
  wide_int lo[MAX_SWITCH_RANGES], hi[MAX_SWITCH_RANGES];
};

/* C (a case value of a switch whose index has TYPE) as the ordered word
   as_ordered_word makes of a value of TYPE.  A case label's own type can
   be narrower than the index's (the C front end gives the labels of
   "switch (uchar)" the unpromoted type while the index is an int): C is
   widened by its own sign to TYPE, its sign bit flipped when TYPE is
   signed, then zero-extended to the word.  */
static wide_int
ordered_cst (tree c, tree type, unsigned prec)
{
  unsigned tprec = TYPE_PRECISION (type);
  wide_int w = wide_int::from (wi::to_wide (c), tprec,
                               TYPE_SIGN (TREE_TYPE (c)));
  if (TYPE_SIGN (type) == SIGNED)
    w = wi::bit_xor (w, wi::set_bit_in_zero (tprec - 1, tprec));
  return wide_int::from (w, prec, UNSIGNED);
}

/* The ranges of case values that decide switch edge E, merged where they
   touch; false when there are more than MAX_SWITCH_RANGES.  */
static bool
switch_ranges (gswitch *sw, edge e, struct case_ranges *out)
{
  tree type = TREE_TYPE (gimple_switch_index (sw));
  unsigned prec = POINTER_SIZE;
  basic_block deflt = label_to_block (cfun,
                                      CASE_LABEL (gimple_switch_default_label
                                                    (sw)));
  out->n = 0;
  out->invert = deflt == e->dest;
  for (unsigned i = 1; i < gimple_switch_num_labels (sw); i++)
    {
      tree label = gimple_switch_label (sw, i);
      bool here = label_to_block (cfun, CASE_LABEL (label)) == e->dest;
      if (here == out->invert)
        continue;
      wide_int lo = ordered_cst (CASE_LOW (label), type, prec);
      wide_int hi = CASE_HIGH (label)
                    ? ordered_cst (CASE_HIGH (label), type, prec) : lo;
      /* Labels are sorted by value, and the ordered word keeps the
         order: a range that starts right after the previous one's end
         extends it.  */
      if (out->n > 0 && wi::ne_p (out->hi[out->n - 1], wi::max_value
                                                        (prec, UNSIGNED))
          && wi::eq_p (wi::add (out->hi[out->n - 1], 1), lo))
        {
          out->hi[out->n - 1] = hi;
          continue;
        }
      if (out->n == MAX_SWITCH_RANGES)
        return false;
      out->lo[out->n] = lo;
      out->hi[out->n] = hi;
      out->n++;
    }
  return true;
}

/* Can rewrite.cc turn switch edge E into a mask?  */
bool
switch_edge_maskable_p (gswitch *sw, edge e)
{
  struct case_ranges r;
  return switch_ranges (sw, e, &r);
}

/* The index of SW as an ordered word, through an opaque copy made right
   before SW (once per switch).  */
static tree
opaque_switch_index (struct rewrite_state *rs, gswitch *sw)
{
  tree *cached = rs->switch_words->get (sw);
  if (cached)
    return *cached;
  gimple_seq seq = NULL;
  location_t loc = gimple_location (sw);
  tree x = as_ordered_word (rs, &seq, loc, gimple_switch_index (sw));
  tree copy = make_ssa_name (rs->word);
  gimple *as = build_opaque_copy (copy, x);
  gimple_set_location (as, loc);
  gimple_seq_add_stmt (&seq, as);
  gimple_stmt_iterator gsi = gsi_for_stmt (sw);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  rs->switch_words->put (sw, copy);
  return copy;
}

/* Append to SEQ the mask of switch edge E, computed from X, the switch
   index as an ordered word.  */
static tree
switch_mask (struct rewrite_state *rs, gimple_seq *seq, location_t loc,
             gswitch *sw, edge e, tree x)
{
  struct case_ranges r;
  bool ok = switch_ranges (sw, e, &r);
  gcc_assert (ok);
  tree m = NULL_TREE;
  for (unsigned i = 0; i < r.n; i++)
    {
      wide_int size = wi::add (wi::sub (r.hi[i], r.lo[i]), 1);
      tree mi;
      if (wi::eq_p (size, 0))
        /* The whole word: every value.  */
        mi = build_all_ones_cst (rs->word);
      else
        {
          tree off = gimple_build (seq, loc, MINUS_EXPR, rs->word, x,
                                   wide_int_to_tree (rs->word, r.lo[i]));
          mi = emit_mask_ltu (rs, seq, loc, off,
                              wide_int_to_tree (rs->word, size));
        }
      m = m ? gimple_build (seq, loc, BIT_IOR_EXPR, rs->word, m, mi) : mi;
    }
  if (!m)
    /* No case value: the edge is taken for every value (or none).  */
    m = build_zero_cst (rs->word);
  if (r.invert)
    m = gimple_build (seq, loc, BIT_NOT_EXPR, rs->word, m);
  return m;
}

/* Append M = (A <= B) ? ~0 : 0 to SEQ.  "a <= C" is "a < C + 1": one
   compare with an immediate and no NOT (the usual form of a signed
   upper bound, "if (x > 20) fail;"); otherwise NOT (B < A).  */
static tree
emit_mask_le (struct rewrite_state *rs, gimple_seq *seq, location_t loc,
              tree a, tree b)
{
  if (TREE_CODE (b) == INTEGER_CST && !integer_all_onesp (b))
    return emit_mask_ltu (rs, seq, loc, a,
                          int_const_binop (PLUS_EXPR, b,
                                           build_one_cst (rs->word)));
  tree m = emit_mask_ltu (rs, seq, loc, b, a);
  return gimple_build (seq, loc, BIT_NOT_EXPR, rs->word, m);
}

/* X as an integer constant: X itself, or the constant an SSA name is
   set to ("_106 = 0;", which the pass meets before any propagation
   has folded it away); else NULL.  */
static tree
constant_operand (tree x)
{
  if (TREE_CODE (x) == INTEGER_CST)
    return x;
  if (TREE_CODE (x) != SSA_NAME)
    return NULL_TREE;
  gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (x));
  if (ga && gimple_assign_rhs_code (ga) == INTEGER_CST)
    return gimple_assign_rhs1 (ga);
  return NULL_TREE;
}

/* Is FLAG, through integer conversions, __builtin_expect, "| 0",
   "^ 0" and "& C" (C odd), the result of an integer or pointer
   comparison "A CODE B" of operands a mask can compare?  Sets *CODE, *A
   and *B.  A comparison's result is 0 or 1; each of those steps keeps a
   value that is 0 or has its lowest bit set as such, zero or nonzero,
   so "FLAG != 0" holds exactly when "A CODE B" does.  The "| 0" is how
   lz4's "(dict == withPrefix64k) || (match >= lowPrefix)" reaches this
   pass when DICT is a constant of the inlined call: the constant half is
   not folded yet.  */
static bool
flag_comparison (tree flag, enum tree_code *code, tree *a, tree *b)
{
  for (unsigned steps = 0; steps < 8; steps++)
    {
      if (TREE_CODE (flag) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (flag)))
        return false;
      gimple *def = SSA_NAME_DEF_STMT (flag);
      if (gcall *call = dyn_cast <gcall *> (def))
        {
          if (!expect_call_p (call))
            return false;
          flag = gimple_call_arg (call, 0);
          continue;
        }
      gassign *ga = dyn_cast <gassign *> (def);
      if (!ga)
        return false;
      enum tree_code rc = gimple_assign_rhs_code (ga);
      if (CONVERT_EXPR_CODE_P (rc))
        {
          flag = gimple_assign_rhs1 (ga);
          continue;
        }
      if (rc == BIT_IOR_EXPR || rc == BIT_XOR_EXPR || rc == BIT_AND_EXPR)
        {
          tree x = NULL_TREE;
          for (int side = 0; side < 2 && !x; side++)
            {
              tree c = constant_operand (side ? gimple_assign_rhs1 (ga)
                                              : gimple_assign_rhs2 (ga));
              if (c && (rc == BIT_AND_EXPR ? wi::bit_and (wi::to_wide (c), 1)
                                             != 0
                                           : integer_zerop (c)))
                x = side ? gimple_assign_rhs2 (ga) : gimple_assign_rhs1 (ga);
            }
          if (!x)
            return false;
          flag = x;
          continue;
        }
      if (TREE_CODE_CLASS (rc) != tcc_comparison)
        return false;
      switch (rc)
        {
        case LT_EXPR: case GT_EXPR: case LE_EXPR: case GE_EXPR:
        case EQ_EXPR: case NE_EXPR:
          break;
        default:
          return false;
        }
      for (int side = 0; side < 2; side++)
        {
          tree op = side ? gimple_assign_rhs2 (ga) : gimple_assign_rhs1 (ga);
          tree type = TREE_TYPE (op);
          if (!(INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type))
              || TYPE_PRECISION (type) > TYPE_PRECISION (pointer_sized_int_node))
            return false;
        }
      *code = rc;
      *a = gimple_assign_rhs1 (ga);
      *b = gimple_assign_rhs2 (ga);
      return true;
    }
  return false;
}

/* Append to SEQ the mask of guard G, a condition: all ones exactly when
   the relation its edge implies holds, computed from the condition's
   operands.  A test of a flag that holds a comparison's result
   ("_1 = p > end; _2 = __builtin_expect (_1, 0); if (_2 != 0)", how
   likely () and unlikely () reach this pass) is masked from that
   comparison's own operands: the same relation on the same data, without
   the flag's setcc and the compare of it against 1.  */
static tree
cond_mask (struct rewrite_state *rs, gimple_seq *seq, location_t loc,
           struct guard *g)
{
  gcond *cond = g->cond;
  enum tree_code code = gimple_cond_code (cond);
  if (!(g->on_edge->flags & EDGE_TRUE_VALUE))
    code = invert_tree_comparison (code, false);

  tree lhs = gimple_cond_lhs (cond), rhs = gimple_cond_rhs (cond);
  enum tree_code fcode;
  tree fa, fb;
  if ((code == NE_EXPR || code == EQ_EXPR) && integer_zerop (rhs)
      && flag_comparison (lhs, &fcode, &fa, &fb))
    {
      code = code == NE_EXPR ? fcode : invert_tree_comparison (fcode, false);
      lhs = fa;
      rhs = fb;
    }
  tree a = ordered_operand (rs, seq, loc, lhs);
  tree b = ordered_operand (rs, seq, loc, rhs);
  tree one = build_one_cst (rs->word);
  tree m;
  switch (code)
    {
    case LT_EXPR:
      m = emit_mask_ltu (rs, seq, loc, a, b);
      break;
    case GT_EXPR:
      m = emit_mask_ltu (rs, seq, loc, b, a);
      break;
    case LE_EXPR:
      m = emit_mask_le (rs, seq, loc, a, b);
      break;
    case GE_EXPR:
      m = emit_mask_le (rs, seq, loc, b, a);
      break;
    case EQ_EXPR:
      /* a - b is zero exactly when a == b (modulo the word, as a ^ b
         is), and against a constant it is one LEA that leaves a in its
         register, where a ^ C needs a copy of a first.  */
      m = gimple_build (seq, loc, MINUS_EXPR, rs->word, a, b);
      m = emit_mask_ltu (rs, seq, loc, m, one);
      break;
    case NE_EXPR:
      m = gimple_build (seq, loc, MINUS_EXPR, rs->word, a, b);
      m = emit_mask_ltu (rs, seq, loc, m, one);
      m = gimple_build (seq, loc, BIT_NOT_EXPR, rs->word, m);
      break;
    default:
      /* detect-guards.cc only marks integer and pointer comparisons
         maskable.  */
      gcc_unreachable ();
    }
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

  if (g->sw)
    {
      /* A switch has many edges, and masks computed before it would all
         run on every path.  Where the edge is the only way into its
         destination, the mask is computed there instead, from an opaque
         copy of the index made before the switch: the copy holds the
         actual value even under misprediction, and GCC cannot replace
         it by the case's constant.  */
      gimple_seq seq = NULL;
      edge e = g->on_edge;
      bool inside = single_pred_p (e->dest) && e->dest != e->src
                    && !(e->flags & EDGE_COMPLEX);
      tree x = inside ? opaque_switch_index (rs, g->sw)
               : as_ordered_word (rs, &seq, gimple_location (g->sw),
                                  gimple_switch_index (g->sw));
      tree m = switch_mask (rs, &seq, gimple_location (g->sw), g->sw, e, x);
      /* A constant mask (an edge no case value decides) is a name all
         the same: apply_mask and the predicate state want one.  */
      if (TREE_CODE (m) != SSA_NAME)
        {
          tree n = make_ssa_name (rs->word);
          gimple_seq_add_stmt (&seq, gimple_build_assign (n, m));
          m = n;
        }
      gimple_stmt_iterator gsi = inside ? gsi_after_labels (e->dest)
                                 : gsi_for_stmt (g->sw);
      gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
      rs->edge_masks->put (e, m);
      return m;
    }

  gimple_seq seq = NULL;
  tree m = cond_mask (rs, &seq, gimple_location (g->cond), g);

  /* Before the branch, not in the guarded region: inside it, GCC knows
     the relation holds and would fold the mask's inputs (x == k lets it
     replace x by k).  A mask computed from data before the branch is
     just as safe: the processor predicts the branch, not the mask.  */
  gimple_stmt_iterator gsi = gsi_for_stmt (g->cond);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  rs->edge_masks->put (g->on_edge, m);
  return m;
}

/* Is G's mask computed right before the site of S, from the operands of
   G's condition, instead of before G's branch?  At -O0 only, and only
   where G's edge dominates the site: every path to the site crossed the
   edge last time it evaluated the condition, on the very SSA values the
   mask reads there, so on the architectural path the mask is all ones,
   and under a mispredicted branch the processor computes it from the
   actual values, which do not satisfy the relation.  What the placement
   before the branch guards against, GCC substituting in the guarded
   region what the branch tells it (x == k: x by k), no pass does at
   -O0; with -flto the link may optimize, so not then.  Why at all: at
   -O0 every SSA name is a pseudo register, and GCC's register allocator
   (ira-build.cc create_insn_allocnos, a linked-list bitmap walked from
   one pseudo set to the next) pays for every switch between pseudos
   numbered far apart.  A mask before the branch puts our pseudos among
   the branch block's temporaries and the site's; at the site they all
   sit together.  On a function of 100,000 checks that is seconds.  */
static bool
mask_at_site_p (site *s, struct guard *g)
{
  return !optimize && !flag_lto && !in_lto_p && !s->phi_edge && g->cond
         && !g->sw && !g->at_join && g->dominates;
}

/* ---- Masks carried to joins: the predicate state.  ----

   A guard edge E that does not dominate the site it guards (a loop test
   on the latch edge, a "continue" under a check inside a loop, a check
   whose in-bounds path merges with others before the load) cannot hand
   its mask to the site directly.  All such masks of a function travel
   in one value, the predicate state PS: think of a variable set to all
   ones at the function's entry and ANDed with E's mask on every
   crossing of such an edge E, put into SSA form by the textbook method
   (PHIs at the iterated dominance frontier of the edges' destinations,
   where the variable is live).  A site ANDs PS as it is where the site
   uses its value.  On the architectural path every mask is all ones,
   so PS is all ones everywhere and the program computes what it
   computed before; after a mispredicted E, PS is zero on the path
   actually executed (a PHI takes the value of that path, speculative or
   not), so every site that ANDs it sees zero.  One value for every
   guard: one PHI per join and one AND per crossing instead of one PHI
   per guard and join, one AND per site instead of one per guard, and
   no limit on how many guards a site has.  (Clang's speculative load
   hardening keeps one such state for every branch of a function; PS
   follows only the checks that guard sites.)  */

struct pred_state {
  vec<edge> edges;              /* the guard edges that feed PS */
  vec<basic_block> uses;        /* the blocks whose sites read it */
  bitmap phi_blocks;            /* where PS has a PHI */
  hash_map<int_hash<int, -1, -2>, tree> *phis;   /* block -> PHI result */
  hash_map<int_hash<int, -1, -2>, tree> *starts; /* block -> PS & mask set
                                   at its start (a single-predecessor
                                   destination of a guard edge) */
  hash_map<edge, tree> *along;  /* PS & mask along an edge into a join */
  bool built;
};

/* Work allowed for planning the predicate state of one function (blocks
   visited); past it, guards that need it get a fence.  Keeps the pass
   linear.  */
#define WEB_WORK_LIMIT 4000000UL

/* Can block B hold a PHI of ours: no predecessor edge that is abnormal
   or EH, none from the entry block?  */
static bool
phi_block_ok_p (basic_block b)
{
  edge p;
  edge_iterator ei;
  FOR_EACH_EDGE (p, ei, b->preds)
    if ((p->flags & EDGE_COMPLEX) || p->src->index < NUM_FIXED_BLOCKS)
      return false;
  return true;
}

/* Decide where PS's PHIs go, for PS->edges and PS->uses.  Returns NULL
   on success; else a block that would need a PHI but cannot have one
   (abnormal or EH predecessors), or the entry block when the work limit
   is reached.  */
static basic_block
plan_pred_state (struct rewrite_state *rs, struct pred_state *ps)
{
  if (!rs->frontiers)
    {
      rs->nfrontiers = last_basic_block_for_fn (cfun);
      rs->frontiers = XNEWVEC (bitmap_head, rs->nfrontiers);
      for (int i = 0; i < rs->nfrontiers; i++)
        bitmap_initialize (&rs->frontiers[i], &bitmap_default_obstack);
      compute_dominance_frontiers (rs->frontiers);
    }

  /* Blocks PS is live in: backwards from the sites and from the source
     of every edge (PS & mask reads PS there).  */
  auto_bitmap live;
  auto_vec<basic_block, 32> work;
  for (unsigned i = 0; i < ps->uses.length (); i++)
    if (bitmap_set_bit (live, ps->uses[i]->index))
      work.safe_push (ps->uses[i]);
  for (unsigned i = 0; i < ps->edges.length (); i++)
    if (bitmap_set_bit (live, ps->edges[i]->src->index))
      work.safe_push (ps->edges[i]->src);
  while (!work.is_empty ())
    {
      basic_block y = work.pop ();
      if (++rs->web_work > WEB_WORK_LIMIT)
        return ENTRY_BLOCK_PTR_FOR_FN (cfun);
      edge p;
      edge_iterator ei;
      FOR_EACH_EDGE (p, ei, y->preds)
        if (p->src->index >= NUM_FIXED_BLOCKS
            && bitmap_set_bit (live, p->src->index))
          work.safe_push (p->src);
    }

  auto_bitmap defs;
  for (unsigned i = 0; i < ps->edges.length (); i++)
    bitmap_set_bit (defs, ps->edges[i]->dest->index);
  if (ps->phi_blocks)
    BITMAP_FREE (ps->phi_blocks);
  ps->phi_blocks = compute_idf (defs, rs->frontiers);
  for (unsigned i = 0; i < ps->edges.length (); i++)
    if (!single_pred_p (ps->edges[i]->dest))
      bitmap_set_bit (ps->phi_blocks, ps->edges[i]->dest->index);
  bitmap_and_into (ps->phi_blocks, live);

  unsigned i;
  bitmap_iterator bi;
  EXECUTE_IF_SET_IN_BITMAP (ps->phi_blocks, 0, i, bi)
    {
      basic_block b = BASIC_BLOCK_FOR_FN (cfun, i);
      if (!phi_block_ok_p (b))
        return b;
    }
  return NULL;
}

/* Plan PS; where a block would need a PHI it cannot have, leave out the
   edges that need one there and add them to FAILED, until the plan
   holds.  */
static void
plan_pred_state_dropping (struct rewrite_state *rs, struct pred_state *ps,
                          hash_set<edge> *failed)
{
  while (!ps->edges.is_empty ())
    {
      basic_block bad = plan_pred_state (rs, ps);
      if (!bad)
        return;
      unsigned before = ps->edges.length ();
      for (unsigned i = 0; i < ps->edges.length (); )
        {
          edge e = ps->edges[i];
          bool drop = bad == ENTRY_BLOCK_PTR_FOR_FN (cfun)
                      || (e->dest == bad && !single_pred_p (e->dest));
          if (!drop)
            {
              auto_bitmap def;
              bitmap_set_bit (def, e->dest->index);
              bitmap idf = compute_idf (def, rs->frontiers);
              drop = bitmap_bit_p (idf, bad->index);
              BITMAP_FREE (idf);
            }
          if (drop)
            {
              failed->add (e);
              ps->edges.unordered_remove (i);
            }
          else
            i++;
        }
      /* The blocked PHI comes from some edge's frontier; if none claims
         it (it cannot happen), give up on all rather than loop.  */
      if (ps->edges.length () == before)
        {
          for (unsigned j = 0; j < ps->edges.length (); j++)
            failed->add (ps->edges[j]);
          ps->edges.truncate (0);
        }
    }
}

/* PS as it is at the end of block X (and throughout X, but along the
   guard edges leaving it): the PHI or the value set at the start of the
   nearest dominator that has one, all ones when none has.  */
static tree
pred_state_at (struct rewrite_state *rs, struct pred_state *ps,
               basic_block x)
{
  for (basic_block y = x; y && y->index >= NUM_FIXED_BLOCKS;
       y = get_immediate_dominator (CDI_DOMINATORS, y))
    {
      if (bitmap_bit_p (ps->phi_blocks, y->index))
        return *ps->phis->get (y->index);
      if (tree *t = ps->starts->get (y->index))
        return *t;
    }
  return build_all_ones_cst (rs->word);
}

/* Order edges by the preorder number of their source in the dominator
   tree: an edge whose destination dominates another's source comes
   first.  */
static int
edge_dom_order (const void *a, const void *b)
{
  edge ea = *(const edge *) a, eb = *(const edge *) b;
  int na = bb_dom_dfs_in (CDI_DOMINATORS, ea->src);
  int nb = bb_dom_dfs_in (CDI_DOMINATORS, eb->src);
  return na < nb ? -1 : na > nb ? 1 : 0;
}

/* Create PS's PHIs and its ANDs with the masks of its edges, whose masks
   (edge_mask) must all exist already.  */
static void
build_pred_state (struct rewrite_state *rs, struct pred_state *ps)
{
  ps->built = true;
  ps->phis = new hash_map<int_hash<int, -1, -2>, tree>;
  ps->starts = new hash_map<int_hash<int, -1, -2>, tree>;
  ps->along = new hash_map<edge, tree>;
  unsigned i;
  bitmap_iterator bi;
  EXECUTE_IF_SET_IN_BITMAP (ps->phi_blocks, 0, i, bi)
    {
      tree res = make_ssa_name (rs->word);
      create_phi_node (res, BASIC_BLOCK_FOR_FN (cfun, i));
      ps->phis->put (i, res);
    }

  /* PS & mask for each edge, dominators first, so that the value an
     edge's source sees is there when its AND is made.  */
  calculate_dominance_info (CDI_DOMINATORS);
  ps->edges.qsort (edge_dom_order);
  for (unsigned k = 0; k < ps->edges.length (); k++)
    {
      edge e = ps->edges[k];
      tree m = *rs->edge_masks->get (e);
      gimple *last = bb_last_stmt (e->src);
      location_t loc = last ? gimple_location (last) : UNKNOWN_LOCATION;
      tree before = pred_state_at (rs, ps, e->src);
      tree t = make_ssa_name (rs->word);
      gimple *and_stmt = gimple_build_assign (t, BIT_AND_EXPR, before, m);
      gimple_set_location (and_stmt, loc);
      gimple *mdef = SSA_NAME_DEF_STMT (m);
      if (single_pred_p (e->dest))
        {
          /* At the start of the destination (after the mask, when it is
             computed there: a switch's case).  */
          if (gimple_bb (mdef) == e->dest)
            {
              gimple_stmt_iterator gsi = gsi_for_stmt (mdef);
              gsi_insert_after (&gsi, and_stmt, GSI_NEW_STMT);
            }
          else
            {
              gimple_stmt_iterator gsi = gsi_after_labels (e->dest);
              gsi_insert_before (&gsi, and_stmt, GSI_SAME_STMT);
            }
          ps->starts->put (e->dest->index, t);
        }
      else
        {
          /* Before the branch: an argument of the destination's PHI.  */
          gimple_stmt_iterator gsi = gsi_for_stmt (last);
          gsi_insert_before (&gsi, and_stmt, GSI_SAME_STMT);
          ps->along->put (e, t);
        }
    }

  EXECUTE_IF_SET_IN_BITMAP (ps->phi_blocks, 0, i, bi)
    {
      basic_block b = BASIC_BLOCK_FOR_FN (cfun, i);
      gphi *phi = as_a <gphi *> (SSA_NAME_DEF_STMT (*ps->phis->get (i)));
      edge p;
      edge_iterator ei;
      FOR_EACH_EDGE (p, ei, b->preds)
        {
          tree *t = ps->along->get (p);
          add_phi_arg (phi, t ? *t : pred_state_at (rs, ps, p->src), p,
                       UNKNOWN_LOCATION);
        }
    }
}

static void
free_pred_state (struct rewrite_state *rs, struct pred_state *ps)
{
  ps->edges.release ();
  ps->uses.release ();
  if (ps->phi_blocks)
    BITMAP_FREE (ps->phi_blocks);
  delete ps->phis;
  delete ps->starts;
  delete ps->along;
  if (rs->frontiers)
    {
      /* Blocks split since have no entry here.  */
      for (int i = 0; i < rs->nfrontiers; i++)
        bitmap_clear (&rs->frontiers[i]);
      free (rs->frontiers);
    }
}

/* VALUE & MASK, in VALUE's type, appended to SEQ.  A pointer is ANDed
   with the mask converted to its type ("p & (T) m", two statements), a
   word with the mask itself.  For a pointer that is the form GCC's
   folding made of the conversions below, which also left a dead
   "(word) p & m" behind: two more pseudo registers per mask at -O0.  */
static tree
apply_mask (struct rewrite_state *rs, gimple_seq *seq, location_t loc,
            tree value, tree mask)
{
  tree type = TREE_TYPE (value);
  if ((POINTER_TYPE_P (type)
       && TYPE_PRECISION (type) == TYPE_PRECISION (rs->word))
      || useless_type_conversion_p (type, rs->word))
    {
      tree m = mask;
      if (!useless_type_conversion_p (type, rs->word))
        {
          m = make_ssa_name (type);
          gimple *conv = gimple_build_assign (m, NOP_EXPR, mask);
          gimple_set_location (conv, loc);
          gimple_seq_add_stmt (seq, conv);
        }
      tree masked = make_ssa_name (type);
      gimple *and_stmt = gimple_build_assign (masked, BIT_AND_EXPR, value, m);
      gimple_set_location (and_stmt, loc);
      gimple_seq_add_stmt (seq, and_stmt);
      return masked;
    }
  /* A narrower integer is ANDed in its own type with the truncated
     mask (all ones or zero all the same): "(int) ((word) x & m)" would
     hide from GCC that the result is still a sign-extended int, and
     masks of one value made here and in mask_carrier would differ.  */
  if (INTEGRAL_TYPE_P (type))
    {
      /* Wider than the word: widened by sign, so that all ones stays all
         ones.  */
      tree m = TYPE_PRECISION (type) > TYPE_PRECISION (rs->word)
               ? gimple_convert (seq, loc, rs->sword, mask) : mask;
      m = gimple_convert (seq, loc, type, m);
      tree masked = make_ssa_name (type);
      gimple_seq_add_stmt (seq, gimple_build_assign (masked, BIT_AND_EXPR,
                                                     value, m));
      gimple_set_location (gimple_seq_last_stmt (*seq), loc);
      return masked;
    }
  tree u = gimple_convert (seq, loc, rs->word, value);
  tree masked = make_ssa_name (rs->word);
  gimple_seq_add_stmt (seq, gimple_build_assign (masked, BIT_AND_EXPR, u,
                                                 mask));
  gimple_set_location (gimple_seq_last_stmt (*seq), loc);
  return gimple_convert (seq, loc, type, masked);
}

/* How far (in bytes) mask_index lets a constant added to a masked index
   reach: under misprediction the access is that constant's element, at a
   fixed place near the object's start.  */
#define MAX_MASK_REACH 128

/* Is C (the constant of an index "X + C" whose elements are SIZE bytes)
   at most MAX_MASK_REACH bytes either way, as the address computation
   will see it?  A narrow unsigned "x - 1" is "x + 4294967295": with X
   masked to 0 that is element 4294967295, so only a small positive C
   counts there.  */
static bool
small_offset_p (tree c, tree word, unsigned HOST_WIDE_INT size)
{
  tree type = TREE_TYPE (c);
  HOST_WIDE_INT n = MAX_MASK_REACH / MAX (size, 1);
  wide_int w = wi::to_wide (c);
  if (TYPE_UNSIGNED (type) && TYPE_PRECISION (type) < TYPE_PRECISION (word))
    return wi::leu_p (w, n);
  return wi::les_p (w, n) && wi::ges_p (w, -n);
}

/* The ARRAY_REF whose index operand is SLOT, among STMT's operands, or
   NULL.  */
static tree
array_ref_of_slot (gimple *stmt, tree *slot)
{
  if (!is_gimple_assign (stmt))
    return NULL_TREE;
  for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
    for (tree *p = gimple_op_ptr (stmt, i);
         *p && handled_component_p (*p); p = &TREE_OPERAND (*p, 0))
      if ((TREE_CODE (*p) == ARRAY_REF || TREE_CODE (*p) == ARRAY_RANGE_REF)
          && &TREE_OPERAND (*p, 1) == slot)
        return *p;
  return NULL_TREE;
}

/* IDX (an index of SIZE-byte elements) & MASK, in TYPE (IDX's own type,
   or a wider one it is converted to), appended to SEQ.  An index
   computed as "X + C", C a constant that reaches at most MAX_MASK_REACH
   bytes, becomes "(X & MASK) + C", summed in TYPE: the accesses at z,
   z - 1, ..., z - 4 of one value (bzip2's unrolled move-to-front shift)
   or at gs + 0, ..., gs + 49 (its unrolled frequency count) then AND
   the same X with the same mask, which GCC computes once, and take C
   as the addressing mode's displacement, where each had its own AND.
   Under misprediction the index is C instead of 0: a fixed element a
   few places from the first, which the attacker does not choose.  The
   sum moves into a wider TYPE only from a type whose overflow is
   undefined (a signed one, without -fwrapv: the kernel's
   -fno-strict-overflow implies it), so that the wide sum is the same
   value.  Not at -O0, where nothing merges the ANDs and the addition
   would only add an instruction.  */
static tree
mask_index (struct rewrite_state *rs, gimple_seq *seq, location_t loc,
            tree idx, tree type, unsigned HOST_WIDE_INT size, tree mask)
{
  gassign *def = TREE_CODE (idx) == SSA_NAME
                 ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (idx)) : NULL;
  tree itype = TREE_TYPE (idx);
  if (optimize && def && gimple_assign_rhs_code (def) == PLUS_EXPR
      && INTEGRAL_TYPE_P (itype)
      && (useless_type_conversion_p (type, itype)
          || (TYPE_OVERFLOW_UNDEFINED (itype)
              && TYPE_PRECISION (type) > TYPE_PRECISION (itype)))
      && TREE_CODE (gimple_assign_rhs1 (def)) == SSA_NAME
      && TREE_CODE (gimple_assign_rhs2 (def)) == INTEGER_CST
      && small_offset_p (gimple_assign_rhs2 (def), rs->word, size))
    {
      tree x = apply_mask (rs, seq, loc, gimple_assign_rhs1 (def), mask);
      x = gimple_convert (seq, loc, type, x);
      return gimple_build (seq, loc, PLUS_EXPR, type, x,
                           fold_convert (type, gimple_assign_rhs2 (def)));
    }
  /* A widened index: "(long) (x + C)".  */
  if (optimize && def && CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))
      && useless_type_conversion_p (type, itype)
      && INTEGRAL_TYPE_P (itype)
      && INTEGRAL_TYPE_P (TREE_TYPE (gimple_assign_rhs1 (def)))
      && TREE_CODE (gimple_assign_rhs1 (def)) == SSA_NAME
      && TYPE_PRECISION (itype)
         >= TYPE_PRECISION (TREE_TYPE (gimple_assign_rhs1 (def))))
    {
      tree inner = gimple_assign_rhs1 (def);
      gassign *idef = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (inner));
      if (idef && gimple_assign_rhs_code (idef) == PLUS_EXPR
          && TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (inner)))
        return mask_index (rs, seq, loc, inner, type, size, mask);
    }
  tree m = apply_mask (rs, seq, loc, idx, mask);
  return gimple_convert (seq, loc, type, m);
}

/* Is pointer P used other than as the address of a load or store: in a
   comparison, in arithmetic, in a PHI, as a call's argument?  Then its
   value is in a register anyway.  */
static bool
pointer_used_as_value_p (tree p)
{
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, p)
    {
      gimple *u = USE_STMT (use);
      if (is_gimple_debug (u))
        continue;
      if (gimple_assign_load_p (u) || gimple_store_p (u))
        {
          /* As the address only, not as a stored value.  */
          gassign *ga = dyn_cast <gassign *> (u);
          if (ga && gimple_store_p (ga) && gimple_assign_rhs1 (ga) == p)
            return true;
          continue;
        }
      return true;
    }
  return false;
}

/* *SLOT, a carrier of STMT (an index or pointer a site reaches memory
   through), & MASK, appended to SEQ.  An array index goes through
   mask_index (summed in the signed word when it is a narrower signed
   type: "(long) (x & m) + C" for an int x + C, where GCC folds C into
   the addressing mode and shares the extended "x & m" between the
   accesses; "(int) (x' + C)" would need its own add and sign extension
   each).  A pointer "base + off" whose only attacker-influenced part
   is OFF (OFFSET_ONLY, from detect-carrier.cc) becomes "base + (off & m)", and
   for "off = i * C", "base + (i & m) * C", which the target's
   addressing modes take as they took the unmasked sum; under
   misprediction the address is BASE, which the attacker does not
   choose, where masking the pointer gives NULL.  Unless the program
   uses the pointer as a value too (lz4's "match = op - offset",
   compared with the window's start before the copy from it): then the
   sum is in a register anyway, and "p & m" is one AND where
   "base + (off & m)" keeps OFF alive beside it (a spill in lz4's hot
   loop), negates it and adds it again.  Not at -O0, where the
   unmasked sum stays behind, computed for nothing, and every added
   statement is one more pseudo register for GCC's register allocator
   (see mask_at_site_p).  */
static tree
mask_carrier (struct rewrite_state *rs, gimple_seq *seq, location_t loc,
              gimple *stmt, tree *slot, bool offset_only, tree mask)
{
  tree carrier = *slot;
  tree type = TREE_TYPE (carrier);
  tree ref = array_ref_of_slot (stmt, slot);
  if (ref && INTEGRAL_TYPE_P (type))
    {
      /* An element size that is not a constant (a row of a variable
         length array) may be the attacker's: no constant moves then
         (a size above MAX_MASK_REACH lets only C = 0 through).  */
      tree esize = array_ref_element_size (ref);
      unsigned HOST_WIDE_INT size = tree_fits_uhwi_p (esize)
                                    ? tree_to_uhwi (esize)
                                    : MAX_MASK_REACH + 1;
      tree sum_type = TYPE_OVERFLOW_UNDEFINED (type)
                      && TYPE_PRECISION (type) < TYPE_PRECISION (rs->sword)
                      ? rs->sword : type;
      return mask_index (rs, seq, loc, carrier, sum_type, size, mask);
    }
  gassign *def = TREE_CODE (carrier) == SSA_NAME
                 ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (carrier)) : NULL;
  if (optimize && offset_only && def
      && gimple_assign_rhs_code (def) == POINTER_PLUS_EXPR
      && !pointer_used_as_value_p (carrier))
    {
      tree off = gimple_assign_rhs2 (def);
      gassign *odef = TREE_CODE (off) == SSA_NAME
                      ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (off)) : NULL;
      tree moff;
      if (odef && gimple_assign_rhs_code (odef) == MULT_EXPR
          && TREE_CODE (gimple_assign_rhs2 (odef)) == INTEGER_CST
          && tree_fits_uhwi_p (gimple_assign_rhs2 (odef)))
        {
          tree i = gimple_assign_rhs1 (odef);
          moff = gimple_build (seq, loc, MULT_EXPR, TREE_TYPE (off),
                               mask_index (rs, seq, loc, i, TREE_TYPE (i),
                                           tree_to_uhwi
                                             (gimple_assign_rhs2 (odef)),
                                           mask),
                               gimple_assign_rhs2 (odef));
        }
      else
        moff = mask_index (rs, seq, loc, off, TREE_TYPE (off), 1, mask);
      return gimple_build (seq, loc, POINTER_PLUS_EXPR, type,
                           gimple_assign_rhs1 (def), moff);
    }
  if (INTEGRAL_TYPE_P (type))
    /* An asm operand (an x86 bit offset, in bits).  */
    return mask_index (rs, seq, loc, carrier, type, 1, mask);
  return apply_mask (rs, seq, loc, carrier, mask);
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

/* Every guard of S can be turned into a mask that reaches it (directly,
   or carried to a join by a web).  */
static bool
all_guards_maskable_p (site *s)
{
  for (unsigned i = 0; i < s->nguards; i++)
    if (!s->guards[i].maskable)
      return false;
  return !s->too_many_guards && s->nguards > 0;
}

/* Where S's masked value is used: the end of this block.  */
static basic_block
site_use_block (site *s)
{
  return s->phi_edge ? s->phi_edge->src : gimple_bb (s->stmt);
}

static bool
site_fenced_p (site *s)
{
  return s->needs_fence || opts.strategy == STRATEGY_FENCE
         || !all_guards_maskable_p (s);
}

/* Does every guard of S dominate it, so that a fence at the start of
   each guarded region covers it?  */
static bool
all_guards_dominate_p (site *s)
{
  for (unsigned i = 0; i < s->nguards; i++)
    if (!s->guards[i].dominates
        || (s->guards[i].on_edge->flags & EDGE_COMPLEX))
      return false;
  return !s->too_many_guards && s->nguards > 0 && !s->phi_edge;
}

static void
harden_with_fence (struct rewrite_state *rs, site *s)
{
  location_t loc = s->loc;
  /* At the start of each guarded region rather than at the load: once
     per region, and outside a loop below a check made before it.  */
  if (opts.strategy == STRATEGY_FENCE
      ? all_guards_maskable_p (s) && !s->phi_edge
      : all_guards_dominate_p (s))
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
          && gimple_asm_nclobbers (as) == 1
          && !asm_is_nospec_pending_fence (as))
        return;
  insert_fence_before (rs, &gsi, loc);
}

/* ---- A mask hoisted out of a loop.  ----

   "for (i = 0; i < n; i++) s += p[i]" after "if (off >= size) fail;
   p = buf + off": the site's address is "p + i * 4", and masking it
   whole inside the loop ("(p + i * 4) & m") makes an address the
   vectorizer cannot follow (no longer base plus a multiple of i), so the
   loop stays scalar.  When the address is "B + Z" (or "B + (X + Z)"),
   with B and X invariant in the site's innermost loop, Z "(sizetype) i
   * C" for a counter i of that loop that starts at a value S set before
   the loop and counts up by a constant, and the mask is computed before
   the loop, the loop's entry edge computes "P = (B + X + (sizetype) S *
   C) & m" once and the site reads "P + ((sizetype) i - (sizetype) S) *
   C" (that difference counted by a counter of the plugin's own, which
   only a counter that cannot wrap allows, unless S is 0): the same
   address on the architectural path (the arithmetic is
   modular, in sizetype), an invariant base plus a multiple of the
   counter for the vectorizer, and under a mispredicted check NULL plus
   the counter's progress from its start, a few steps within the
   speculation window: low memory that is never mapped, as for a pointer
   masked whole (apply_mask), and no address the attacker chooses (S is
   in P, masked).  The mask's value is the one the site would have used:
   everything it is made of is defined outside the loop and so unchanged
   from the loop's entry to the site.  An offset with any other
   computation is masked as before.  */

/* How far, in bytes, a hoisted counter may move per iteration.  Within a
   speculation window of some hundred instructions the address under
   misprediction stays in the first 64 KiB, which Linux never maps
   (vm.mmap_min_addr).  */
#define MAX_COUNTER_STEP 256

/* Is NAME defined outside LOOP (or no SSA name at all)?  */
static bool
invariant_in_loop_p (struct loop *loop, tree name)
{
  if (TREE_CODE (name) != SSA_NAME)
    return is_gimple_min_invariant (name);
  if (SSA_NAME_IS_DEFAULT_DEF (name))
    return true;
  basic_block b = gimple_bb (SSA_NAME_DEF_STMT (name));
  return b && !flow_bb_inside_loop_p (loop, b);
}

/* A counter offset "(sizetype) IV * SCALE" (the conversion and the
   scale optional) of a loop, IV starting at START.  */
struct counter {
  tree iv, start, scale, step;
};

/* Is OFF, of sizetype, a counter offset of LOOP (see above)?  Fills C.
   The scale is a sizetype multiplication; IV a PHI of LOOP's header of
   an integer type no wider than OFF's, entering LOOP as an invariant
   START and "IV + STEP" on every edge from inside it, STEP a constant
   from 1 to MAX_COUNTER_STEP / SCALE.  */
static bool
counter_offset (struct loop *loop, tree off, struct counter *c)
{
  c->scale = NULL_TREE;
  HOST_WIDE_INT scale = 1;
  if (TREE_CODE (off) != SSA_NAME)
    return false;
  tree x = off;
  gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (x));
  if (ga && gimple_assign_rhs_code (ga) == MULT_EXPR)
    {
      tree k = gimple_assign_rhs2 (ga);
      if (TREE_CODE (k) != INTEGER_CST || !tree_fits_shwi_p (k)
          || tree_to_shwi (k) <= 0 || tree_to_shwi (k) > MAX_COUNTER_STEP)
        return false;
      c->scale = k;
      scale = tree_to_shwi (k);
      x = gimple_assign_rhs1 (ga);
      if (TREE_CODE (x) != SSA_NAME)
        return false;
      ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (x));
    }
  if (ga && CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (ga)))
    {
      x = gimple_assign_rhs1 (ga);
      if (TREE_CODE (x) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (x))
          || TYPE_PRECISION (TREE_TYPE (x)) > TYPE_PRECISION (TREE_TYPE (off)))
        return false;
    }
  gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (x));
  if (!phi || gimple_bb (phi) != loop->header
      || !INTEGRAL_TYPE_P (TREE_TYPE (x)))
    return false;
  c->iv = x;
  c->start = NULL_TREE;
  c->step = NULL_TREE;
  for (unsigned k = 0; k < gimple_phi_num_args (phi); k++)
    {
      edge e = gimple_phi_arg_edge (phi, k);
      tree arg = gimple_phi_arg_def (phi, k);
      if (!flow_bb_inside_loop_p (loop, e->src))
        {
          if (c->start || !invariant_in_loop_p (loop, arg))
            return false;
          c->start = arg;
          continue;
        }
      gassign *inc = TREE_CODE (arg) == SSA_NAME
                     ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (arg)) : NULL;
      if (!inc || gimple_assign_rhs_code (inc) != PLUS_EXPR
          || gimple_assign_rhs1 (inc) != x)
        return false;
      tree step = constant_operand (gimple_assign_rhs2 (inc));
      if (!step || !tree_fits_shwi_p (step) || tree_to_shwi (step) <= 0
          || tree_to_shwi (step) > MAX_COUNTER_STEP / scale
          || (c->step && !tree_int_cst_equal (step, c->step)))
        return false;
      c->step = step;
    }
  return c->start != NULL_TREE && c->step != NULL_TREE;
}

/* Is T available on LOOP's entry edge from B and unchanged inside LOOP:
   not an SSA name, a default definition, or defined outside LOOP in a
   block that dominates B?  A name not in the IL yet (defined by the
   sequence being built) counts.  */
static bool
defined_before_loop_p (tree t, struct loop *loop, basic_block b)
{
  if (!t || TREE_CODE (t) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (t))
    return true;
  basic_block d = gimple_bb (SSA_NAME_DEF_STMT (t));
  return !d || (!flow_bb_inside_loop_p (loop, d)
                && dominated_by_p (CDI_DOMINATORS, b, d));
}

/* Is every operand SEQ's statements read defined_before_loop_p?  Only
   assignments.  */
static bool
seq_inputs_before_p (gimple_seq seq, struct loop *loop, basic_block b)
{
  for (gimple_stmt_iterator gsi = gsi_start (seq); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gassign *ga = dyn_cast <gassign *> (gsi_stmt (gsi));
      if (!ga)
        return false;
      for (unsigned i = 1; i < gimple_num_ops (ga); i++)
        if (!defined_before_loop_p (gimple_op (ga, i), loop, b))
          return false;
    }
  return true;
}

/* Harden S, whose mask MASK is computed by SEQ (not yet in the IL), by
   a mask hoisted out of its loop, if S has that shape (see above).  */
static bool
hoist_loop_mask (struct rewrite_state *rs, site *s, gimple_seq seq,
                 tree mask)
{
  if (!optimize || !current_loops
      || loops_state_satisfies_p (LOOPS_NEED_FIXUP)
      || s->ncarriers != 1 || s->phi_edge)
    return false;
  struct loop *loop = gimple_bb (s->stmt)->loop_father;
  if (!loop || !loop_outer (loop))
    return false;
  tree c = *s->carrier[0];
  if (TREE_CODE (c) != SSA_NAME || !POINTER_TYPE_P (TREE_TYPE (c)))
    return false;
  gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (c));
  if (!def || gimple_assign_rhs_code (def) != POINTER_PLUS_EXPR)
    return false;
  tree base = gimple_assign_rhs1 (def), off = gimple_assign_rhs2 (def);
  tree inv = NULL_TREE;
  struct counter ctr;
  if (!counter_offset (loop, off, &ctr))
    {
      gassign *od = TREE_CODE (off) == SSA_NAME
                    ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (off)) : NULL;
      if (!od || gimple_assign_rhs_code (od) != PLUS_EXPR)
        return false;
      tree x = gimple_assign_rhs1 (od), z = gimple_assign_rhs2 (od);
      if (!counter_offset (loop, z, &ctr))
        {
          std::swap (x, z);
          if (!counter_offset (loop, z, &ctr))
            return false;
        }
      if (!invariant_in_loop_p (loop, x))
        return false;
      inv = x;
      off = z;
    }
  if (!invariant_in_loop_p (loop, base))
    return false;
  /* A counter of its own (below) counts the steps, where "(sizetype) i
     - (sizetype) S" wraps with i: an unsigned char i from 250 up to 4
     is 0 after 255, 6 steps from its start, not 256 - 250.  Only where
     i cannot wrap: as wide as sizetype (both wrap alike), or of a type
     whose overflow is undefined.  */
  tree start_cst = constant_operand (ctr.start);
  bool from_zero = start_cst && integer_zerop (start_cst);
  tree itype = TREE_TYPE (ctr.iv);
  if (!from_zero && TYPE_PRECISION (itype) < TYPE_PRECISION (TREE_TYPE (off))
      && !TYPE_OVERFLOW_UNDEFINED (itype))
    return false;

  /* The one edge into the loop, from a block every input dominates.  */
  edge entry = NULL, e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, loop->header->preds)
    if (!flow_bb_inside_loop_p (loop, e->src))
      {
        if (entry || (e->flags & EDGE_COMPLEX))
          return false;
        entry = e;
      }
  if (!entry)
    return false;
  calculate_dominance_info (CDI_DOMINATORS);
  tree inputs[4] = { mask, base, inv, ctr.start };
  for (int i = 0; i < 4; i++)
    if (!defined_before_loop_p (inputs[i], loop, entry->src))
      return false;
  if (!seq_inputs_before_p (seq, loop, entry->src))
    return false;

  /* On the entry edge: P = (B + X + (sizetype) S * C) & m.  */
  location_t loc = s->loc;
  tree otype = TREE_TYPE (off);
  tree p = base;
  if (inv)
    p = gimple_build (&seq, loc, POINTER_PLUS_EXPR, TREE_TYPE (base), p, inv);
  tree s0 = gimple_convert (&seq, loc, otype, ctr.start);
  tree soff = ctr.scale
              ? gimple_build (&seq, loc, MULT_EXPR, otype, s0, ctr.scale) : s0;
  p = gimple_build (&seq, loc, POINTER_PLUS_EXPR, TREE_TYPE (base), p, soff);
  tree pm = apply_mask (rs, &seq, loc, p, mask);

  /* At the site: P + J * C, J = (sizetype) i - (sizetype) S: i itself
     when S is 0 (then P holds no S, and a wrapping i wraps J alike),
     else a counter of its own that starts at 0 and steps as i does.
     Not "i - S" computed from S: the pass's second run (after IPA
     inlining) would take that for an attacker's index and mask it
     inside the loop after all.  */
  gimple_seq at = NULL;
  tree d;
  if (from_zero)
    d = gimple_convert (&at, loc, otype, ctr.iv);
  else
    {
      d = make_ssa_name (otype);
      tree next = make_ssa_name (otype);
      gphi *phi = create_phi_node (d, loop->header);
      FOR_EACH_EDGE (e, ei, loop->header->preds)
        add_phi_arg (phi, e == entry ? build_zero_cst (otype) : next, e,
                     UNKNOWN_LOCATION);
      gimple *inc = gimple_build_assign (next, PLUS_EXPR, d,
                                         fold_convert (otype, ctr.step));
      gimple_set_location (inc, loc);
      gimple_stmt_iterator hsi = gsi_after_labels (loop->header);
      gsi_insert_before (&hsi, inc, GSI_SAME_STMT);
    }
  if (ctr.scale)
    d = gimple_build (&at, loc, MULT_EXPR, otype, d, ctr.scale);
  tree addr = gimple_build (&at, loc, POINTER_PLUS_EXPR, TREE_TYPE (c), pm, d);
  /* After the PHI, whose argument moves to the new edge if this splits
     the entry edge.  */
  gsi_insert_seq_on_edge_immediate (entry, seq);
  gimple_stmt_iterator gsi = gsi_for_stmt (s->stmt);
  gsi_insert_seq_before (&gsi, at, GSI_SAME_STMT);
  *s->carrier[0] = addr;
  update_stmt (s->stmt);
  return true;
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

  bool joins = false;
  for (unsigned i = 0; i < s->nguards; i++)
    {
      if (s->guards[i].at_join)
        {
          /* Its mask is in the predicate state.  */
          joins = true;
          continue;
        }
      tree m = mask_at_site_p (s, &s->guards[i])
               ? cond_mask (rs, &seq, loc, &s->guards[i])
               : edge_mask (rs, &s->guards[i]);
      mask = mask ? gimple_build (&seq, loc, BIT_AND_EXPR, rs->word, mask, m)
                  : m;
    }
  if (joins)
    {
      tree m = pred_state_at (rs, rs->ps, site_use_block (s));
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

  if (hoist_loop_mask (rs, s, seq, mask))
    return;
  for (unsigned i = 0; i < s->ncarriers; i++)
    *s->carrier[i] = mask_carrier (rs, &seq, loc, s->stmt, s->carrier[i],
                                   s->offset_carriers & (1u << i), mask);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  update_stmt (s->stmt);
}

void
harden_sites (function *fun, vec<site> *sites, unsigned *masks,
              unsigned *fences, bool *need_vops)
{
  struct rewrite_state rs;
  hash_map<edge, tree> edge_masks;
  hash_map<tree, tree> ordered_words;
  hash_map<gimple *, tree> switch_words;
  hash_set<edge> fenced_edges;
  struct pred_state ps;
  hash_set<edge> ps_failed;

  rs.word = build_nonstandard_integer_type (POINTER_SIZE, 1);
  rs.sword = build_nonstandard_integer_type (POINTER_SIZE, 0);
  rs.edge_masks = &edge_masks;
  rs.ordered_words = &ordered_words;
  rs.switch_words = &switch_words;
  rs.ps = &ps;
  rs.frontiers = NULL;
  rs.web_work = 0;
  rs.fenced_edges = &fenced_edges;
  rs.masks = rs.fences = 0;
  rs.need_vops = false;
  memset (&ps, 0, sizeof ps);

  /* Plan the predicate state from the guards that need it and the
     blocks of the sites they guard; a guard whose edge it cannot carry
     leaves its sites fenced.  */
  hash_set<edge> ps_edges;
  for (unsigned i = 0; i < sites->length (); i++)
    if (!site_fenced_p (&(*sites)[i]))
      {
        bool joins = false;
        for (unsigned j = 0; j < (*sites)[i].nguards; j++)
          if ((*sites)[i].guards[j].at_join)
            {
              joins = true;
              if (!ps_edges.add ((*sites)[i].guards[j].on_edge))
                ps.edges.safe_push ((*sites)[i].guards[j].on_edge);
            }
        if (joins)
          ps.uses.safe_push (site_use_block (&(*sites)[i]));
      }
  if (!ps.edges.is_empty ())
    plan_pred_state_dropping (&rs, &ps, &ps_failed);
  for (unsigned i = 0; i < sites->length (); i++)
    for (unsigned j = 0; j < (*sites)[i].nguards; j++)
      {
        struct guard *g = &(*sites)[i].guards[j];
        if (g->at_join && ps_failed.contains (g->on_edge))
          {
            g->maskable = false;
            g->why = "no mask can reach the use";
            (*sites)[i].needs_fence = true;
            if (!(*sites)[i].fence_why)
              (*sites)[i].fence_why = g->why;
          }
      }

  /* Every mask first, then the predicate state: masking a PHI argument
     below splits its edge, after which the edge no longer ends where a
     PHI of the state belongs.  */
  for (unsigned i = 0; i < sites->length (); i++)
    if (!site_fenced_p (&(*sites)[i]))
      for (unsigned j = 0; j < (*sites)[i].nguards; j++)
        if (!mask_at_site_p (&(*sites)[i], &(*sites)[i].guards[j]))
          edge_mask (&rs, &(*sites)[i].guards[j]);
  if (!ps.edges.is_empty ())
    build_pred_state (&rs, &ps);

  for (unsigned i = 0; i < sites->length (); i++)
    {
      site *s = &(*sites)[i];
      if (site_fenced_p (s))
        {
          unsigned before = rs.fences;
          if (target_has_fence ())
            harden_with_fence (&rs, s);
          if (rs.fences > before && opts.strategy != STRATEGY_FENCE)
            count_fence (function_name (fun), s->loc,
                         s->fence_why ? s->fence_why : "no check to mask with");
        }
      else
        harden_with_mask (&rs, s);
    }

  free_pred_state (&rs, &ps);
  *masks = rs.masks;
  *fences = rs.fences;
  *need_vops = rs.need_vops;
}

} /* namespace nospec */
