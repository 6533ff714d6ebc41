/* branch-flags.cc - a branch and its mask share one compare.

   A check masked where it branches compares twice: the mask's sequence
   ("cmp b, a; sbb m, m" on x86) and then the branch's own compare of
   the same values ("cmp b, a; jb").  An asm cannot hand its flags to a
   branch GCC emits, unless the asm says it sets them: GCC's flag output
   operands ("=@ccb" on x86, "=@cclo" on AArch64).  So, after every GIMPLE
   optimization has run (this pass sits right before expansion to RTL,
   where nothing rewrites the branch any more), each branch on a
   comparison that a mask right before it computes is turned into a
   branch on that mask's flag output:

     m = MASK (a, b);               m, f = MASK (a, b);   f: a < b
     if (x > 7) ...        ->       if (f == 0) ...       (a = x, b = 8)

   The branch tests the very relation it tested before, on the same
   values, so the program computes what it computed; the mask is the same
   sequence, computed from the same data.  Only the second compare goes.

   When is the flag the branch's relation?  The mask's inputs are the
   comparison's operands as ordered words (rewrite.cc as_ordered_word):
   an unsigned or pointer value zero-extended, a signed one with its sign
   bit flipped at its own width, so the unsigned order of the words is the
   order of the values.  The flag holds exactly when word A < word B, and
   an operand is matched to the branch's through those conversions only
   (match_word), constants by their ordered value.  An equality is masked
   as "a - b < 1" (or "a ^ b < 1"): the flag holds exactly when a == b.
   The mask moves down to right before the branch (it is a pure function
   of values defined before it), with the statements that use it, which
   must be NOTs, conversions or copies: none sets the flags.  Masks of the
   same block with the same inputs (each edge of a branch has its own,
   one the NOT of the other) become one.  Anything else is left alone.
   Targets whose mask sequence leaves no such flag (runtime/nospec/ARCH.h
   defines no NOSPEC_ASM_MASK_LTU_FLAG) get no such pass.  */

#include "gcc-compat.h"
#include "nospec-plugin.h"

namespace nospec {

/* An operand of a comparison as the mask sees it: an SSA name X (in its
   type's order) or a constant, by its ordered value.  */
struct ord_operand {
  tree name;            /* the SSA name, or NULL for a constant */
  widest_int value;     /* the constant's ordered value */
};

/* The ordered value of constant C of integer or pointer type TYPE: C
   itself when TYPE is unsigned, C + 2^(prec-1) when it is signed (what
   as_ordered_word makes of it).  */
static widest_int
ordered_value (tree c, tree type)
{
  widest_int v = wi::to_widest (c);
  if (INTEGRAL_TYPE_P (type) && !TYPE_UNSIGNED (type))
    v = v + wi::set_bit_in_zero<widest_int> (TYPE_PRECISION (type) - 1);
  return v;
}

/* The SSA definition of X if it is an assignment, else NULL.  */
static gassign *
def_assign (tree x)
{
  if (TREE_CODE (x) != SSA_NAME)
    return NULL;
  return dyn_cast <gassign *> (SSA_NAME_DEF_STMT (x));
}

/* Is X (integral or pointer) converted from IN without a change of its
   value: IN unsigned or a pointer, no wider than X?  */
static bool
value_conversion_p (tree x, tree in)
{
  tree ti = TREE_TYPE (in), to = TREE_TYPE (x);
  return (INTEGRAL_TYPE_P (ti) || POINTER_TYPE_P (ti))
         && (INTEGRAL_TYPE_P (to) || POINTER_TYPE_P (to))
         && (TYPE_UNSIGNED (ti) || POINTER_TYPE_P (ti))
         && (TYPE_UNSIGNED (to) || POINTER_TYPE_P (to))
         && TYPE_PRECISION (ti) <= TYPE_PRECISION (to);
}

/* Is X set to Y ^ SIGN or Y + SIGN, SIGN the top bit of X's type?
   Returns Y, or NULL.  */
static tree
sign_flipped (tree x)
{
  gassign *ga = def_assign (x);
  if (!ga || !INTEGRAL_TYPE_P (TREE_TYPE (x))
      || (gimple_assign_rhs_code (ga) != BIT_XOR_EXPR
          && gimple_assign_rhs_code (ga) != PLUS_EXPR)
      || TREE_CODE (gimple_assign_rhs2 (ga)) != INTEGER_CST)
    return NULL_TREE;
  unsigned prec = TYPE_PRECISION (TREE_TYPE (x));
  if (wi::to_wide (gimple_assign_rhs2 (ga))
      != wi::set_bit_in_zero (prec - 1, prec))
    return NULL_TREE;
  return gimple_assign_rhs1 (ga);
}

/* Is S a signed integer SSA name of precision PREC?  */
static bool
signed_name_p (tree s, unsigned prec)
{
  return s && TREE_CODE (s) == SSA_NAME && INTEGRAL_TYPE_P (TREE_TYPE (s))
         && !TYPE_UNSIGNED (TREE_TYPE (s))
         && TYPE_PRECISION (TREE_TYPE (s)) == prec;
}

/* W (a mask's input, an unsigned word) as an ordered operand: through
   conversions that keep the value, down to an SSA name whose own order
   is W's unsigned order, or a constant.  A signed S comes with its sign
   bit flipped at its own width, as (unsigned T) S ^ SIGN, or as
   (unsigned T) (S ^ SIGN) once GCC has moved the flip before the
   conversion (XOR or PLUS: the same on the top bit).  */
static bool
match_word (tree w, struct ord_operand *out)
{
  for (unsigned steps = 0; steps < 8; steps++)
    {
      if (TREE_CODE (w) == INTEGER_CST)
        {
          out->name = NULL_TREE;
          out->value = wi::to_widest (w);
          return true;
        }
      if (TREE_CODE (w) != SSA_NAME)
        return false;
      gassign *ga = def_assign (w);
      tree in = ga && CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (ga))
                ? gimple_assign_rhs1 (ga) : NULL_TREE;
      if (in && value_conversion_p (w, in))
        {
          w = in;
          continue;
        }
      unsigned prec = TYPE_PRECISION (TREE_TYPE (w));
      if (in && TYPE_UNSIGNED (TREE_TYPE (w))
          && signed_name_p (in, prec) && signed_name_p (sign_flipped (in),
                                                        prec))
        {
          out->name = sign_flipped (in);
          return true;
        }
      if (TYPE_UNSIGNED (TREE_TYPE (w)) && sign_flipped (w))
        {
          gassign *conv = def_assign (sign_flipped (w));
          tree s = conv && CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (conv))
                   ? gimple_assign_rhs1 (conv) : NULL_TREE;
          if (signed_name_p (s, prec))
            {
              out->name = s;
              return true;
            }
          return false;
        }
      out->name = w;
      return true;
    }
  return false;
}

/* X, an operand of a branch's comparison, as an ordered operand.  Only
   an SSA name or a constant of integral or pointer type no wider than a
   word.  */
static bool
branch_operand (tree x, struct ord_operand *out)
{
  tree type = TREE_TYPE (x);
  if (!(INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type))
      || TYPE_PRECISION (type) > TYPE_PRECISION (pointer_sized_int_node))
    return false;
  if (TREE_CODE (x) == INTEGER_CST)
    {
      out->name = NULL_TREE;
      out->value = ordered_value (x, type);
      return true;
    }
  if (TREE_CODE (x) != SSA_NAME)
    return false;
  out->name = x;
  return true;
}

/* Are A and B the same operand (plus ADD, for constants)?  An SSA name
   matches an SSA name reached through value-keeping conversions from
   the same value, which match_word has already stripped on the mask's
   side.  */
static bool
same_operand (const struct ord_operand *a, const struct ord_operand *b,
              int add)
{
  if (a->name || b->name)
    {
      if (add != 0 || !a->name || !b->name)
        return false;
      if (a->name == b->name)
        return true;
      /* The branch may compare a conversion of the value the mask
         compares (or the reverse): strip the branch's side too.  */
      struct ord_operand s;
      return match_word (b->name, &s) && s.name == a->name;
    }
  return a->value == b->value + add;
}

/* Does the mask's flag "A < B" (ordered words) say what branch COND
   does?  Sets *INVERTED when the flag holds exactly when COND is false.
   Each form below is an identity on the ordered values (an integer
   comparison of L and R in their type's order):
     L < R,  R > L                  A = L, B = R
     L >= R, R <= L                 A = L, B = R, inverted
     L <= C                         A = L, B = C + 1
     L > C                          A = L, B = C + 1, inverted
     L >= C                         A = C - 1, B = L
     L < C                          A = C - 1, B = L, inverted
     L == 0, L != 0 (unsigned)      A = L, B = 1 (inverted for !=)  */
static bool
flag_relation (const struct ord_operand *a, const struct ord_operand *b,
               gcond *cond, bool *inverted)
{
  enum tree_code code = gimple_cond_code (cond);
  struct ord_operand l, r;
  if (!branch_operand (gimple_cond_lhs (cond), &l)
      || !branch_operand (gimple_cond_rhs (cond), &r))
    return false;
  switch (code)
    {
    case LT_EXPR:
    case GE_EXPR:
      *inverted = code == GE_EXPR;
      if (same_operand (a, &l, 0) && same_operand (b, &r, 0))
        return true;
      /* L < C as !(C - 1 < L); L >= C as C - 1 < L.  */
      *inverted = !*inverted;
      return !r.name && same_operand (a, &r, -1) && same_operand (b, &l, 0);
    case GT_EXPR:
    case LE_EXPR:
      *inverted = code == LE_EXPR;
      if (same_operand (a, &r, 0) && same_operand (b, &l, 0))
        return true;
      /* L <= C as L < C + 1; L > C as !(L < C + 1).  */
      *inverted = !*inverted;
      return !r.name && same_operand (a, &l, 0) && same_operand (b, &r, 1);
    case EQ_EXPR:
    case NE_EXPR:
      *inverted = code == NE_EXPR;
      return TYPE_UNSIGNED (TREE_TYPE (gimple_cond_lhs (cond)))
             && !r.name && r.value == 0 && same_operand (a, &l, 0)
             && !b->name && b->value == 1;
    default:
      return false;
    }
}

/* Is X converted from IN in a way that keeps equality (no narrowing)?  */
static bool
injective_conversion_p (tree x, tree in)
{
  tree ti = TREE_TYPE (in), to = TREE_TYPE (x);
  return (INTEGRAL_TYPE_P (ti) || POINTER_TYPE_P (ti))
         && (INTEGRAL_TYPE_P (to) || POINTER_TYPE_P (to))
         && TYPE_PRECISION (ti) <= TYPE_PRECISION (to);
}

/* X through conversions that keep equality, recording in CHAIN (up to
   4) the types it went through, outermost first.  */
static tree
strip_injective (tree x, tree *chain, unsigned *n)
{
  *n = 0;
  while (*n < 4)
    {
      gassign *ga = def_assign (x);
      if (!ga || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (ga))
          || !injective_conversion_p (x, gimple_assign_rhs1 (ga)))
        break;
      chain[(*n)++] = TREE_TYPE (x);
      x = gimple_assign_rhs1 (ga);
    }
  return x;
}

/* Is the mask "A < B" an equality test the branch COND makes: A = X - Y,
   X + (-Y) or X ^ Y and B = 1, which holds exactly when X == Y, with X
   and Y the branch's operands (through conversions that keep equality)?
   Sets *INVERTED for a branch on !=.  */
static bool
flag_equality (tree a, tree b, gcond *cond, bool *inverted)
{
  enum tree_code code = gimple_cond_code (cond);
  if ((code != EQ_EXPR && code != NE_EXPR) || TREE_CODE (b) != INTEGER_CST
      || !integer_onep (b))
    return false;
  gassign *ga = def_assign (a);
  if (!ga)
    return false;
  enum tree_code rc = gimple_assign_rhs_code (ga);
  if (rc != MINUS_EXPR && rc != PLUS_EXPR && rc != BIT_XOR_EXPR)
    return false;
  tree x = gimple_assign_rhs1 (ga), y = gimple_assign_rhs2 (ga);
  tree type = TREE_TYPE (a);
  if (!INTEGRAL_TYPE_P (type) || !TYPE_UNSIGNED (type)
      || TREE_CODE (x) != SSA_NAME)
    return false;
  if (rc == PLUS_EXPR)
    {
      /* X + K is X - (-K), modulo the word.  */
      if (TREE_CODE (y) != INTEGER_CST)
        return false;
      y = wide_int_to_tree (type, wi::neg (wi::to_wide (y)));
    }
  tree l = gimple_cond_lhs (cond), r = gimple_cond_rhs (cond);
  tree chain[4];
  unsigned n;
  tree xs = strip_injective (x, chain, &n);
  *inverted = code == NE_EXPR;
  if (TREE_CODE (y) == INTEGER_CST)
    {
      /* R, a constant, through the same conversions as X must be Y.  */
      if (xs != l || TREE_CODE (r) != INTEGER_CST)
        return false;
      tree c = r;
      for (unsigned i = n; i-- > 0;)
        c = fold_convert (chain[i], c);
      return TREE_CODE (c) == INTEGER_CST
             && wi::to_wide (c) == wi::to_wide (y);
    }
  tree ychain[4];
  unsigned yn;
  tree ys = strip_injective (y, ychain, &yn);
  /* Both sides converted alike from the branch's two operands, which
     have one type.  */
  if (n != yn)
    return false;
  for (unsigned i = 0; i < n; i++)
    if (!types_compatible_p (chain[i], ychain[i]))
      return false;
  return (xs == l && ys == r) || (xs == r && ys == l);
}

/* Does mask AS say what branch COND tests (the relation or its
   inverse, *INVERTED)?  */
static bool
mask_matches_branch_p (const gasm *as, gcond *cond, bool *inverted)
{
  tree a, b;
  if (!plugin_mask_operands (as, &a, &b))
    return false;
  struct ord_operand oa, ob;
  return flag_equality (a, b, cond, inverted)
         || (match_word (a, &oa) && match_word (b, &ob)
             && flag_relation (&oa, &ob, cond, inverted));
}

/* Do masks A and B compute the same thing: the same inputs?  */
static bool
same_mask_p (const gasm *a, const gasm *b)
{
  if (gimple_asm_ninputs (a) != gimple_asm_ninputs (b))
    return false;
  for (unsigned i = 0; i < gimple_asm_ninputs (a); i++)
    if (!operand_equal_p (TREE_VALUE (gimple_asm_input_op (a, i)),
                          TREE_VALUE (gimple_asm_input_op (b, i)), 0))
      return false;
  return true;
}

/* Does STMT use one of the SSA names DEFS defines?  */
static bool
uses_any_p (gimple *stmt, bitmap defs)
{
  ssa_op_iter iter;
  use_operand_p use;
  FOR_EACH_SSA_USE_OPERAND (use, stmt, iter, SSA_OP_USE)
    if (bitmap_bit_p (defs, SSA_NAME_VERSION (USE_FROM_PTR (use))))
      return true;
  return false;
}

/* Is STMT, which uses a mask, one that can stand between the mask and
   the branch that takes its flags: a NOT, a conversion or a copy, which
   no target's expansion makes set the flags, and which touches no
   memory?  */
static bool
flag_neutral_p (gimple *stmt)
{
  gassign *ga = dyn_cast <gassign *> (stmt);
  if (!ga || gimple_vuse (ga)
      || TREE_CODE (gimple_assign_lhs (ga)) != SSA_NAME)
    return false;
  enum tree_code rc = gimple_assign_rhs_code (ga);
  return rc == BIT_NOT_EXPR || rc == SSA_NAME || CONVERT_EXPR_CODE_P (rc);
}

/* Let the branch COND ending BB take its flags from the mask MASK of BB
   that computes its relation (*INVERTED).  The masks of BB with the same
   inputs (one per edge: the other edge's is the NOT of the same
   sequence) become MASK too; MASK, given a flag output, moves right
   before the branch, with the statements that use it (which must be
   flag-neutral, see flag_neutral_p, else nothing changes), after every
   other statement.  Returns whether the branch was changed.  */
static bool
share_flags (basic_block bb, gcond *cond, gasm *mask, bool inverted)
{
  auto_vec<gimple *> group, deps;
  auto_bitmap defs;
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (stmt == cond)
        break;
      gasm *as = dyn_cast <gasm *> (stmt);
      tree a, b;
      if (as && (as == mask || (plugin_mask_operands (as, &a, &b)
                                && same_mask_p (as, mask))))
        {
          group.safe_push (stmt);
          bitmap_set_bit (defs, SSA_NAME_VERSION
                                  (TREE_VALUE (gimple_asm_output_op (as, 0))));
          continue;
        }
      if (group.is_empty () || !uses_any_p (stmt, defs))
        continue;
      if (!is_gimple_debug (stmt) && !flag_neutral_p (stmt))
        return false;
      deps.safe_push (stmt);
      if (!is_gimple_debug (stmt))
        bitmap_set_bit (defs, SSA_NAME_VERSION (gimple_assign_lhs (stmt)));
    }

  tree flag = make_ssa_name (boolean_type_node);
  gasm *with_flag = mask_with_flag (mask, flag);
  tree out = TREE_VALUE (gimple_asm_output_op (mask, 0));
  gimple_stmt_iterator at_cond = gsi_for_stmt (cond);
  for (unsigned i = 0; i < group.length (); i++)
    {
      gimple_stmt_iterator gsi = gsi_for_stmt (group[i]);
      if (group[i] == mask)
        {
          /* Its output is WITH_FLAG's now; its uses of the inputs go.  */
          gsi_remove (&gsi, true);
          continue;
        }
      replace_uses_by (TREE_VALUE (gimple_asm_output_op
                                     (as_a <gasm *> (group[i]), 0)), out);
      gsi_remove (&gsi, true);
      release_defs (group[i]);
    }
  gsi_insert_before (&at_cond, with_flag, GSI_SAME_STMT);
  for (unsigned i = 0; i < deps.length (); i++)
    {
      gimple_stmt_iterator gsi = gsi_for_stmt (deps[i]);
      gsi_move_before (&gsi, &at_cond);
    }
  gimple_cond_set_condition (cond, inverted ? EQ_EXPR : NE_EXPR, flag,
                             boolean_false_node);
  update_stmt (cond);
  return true;
}

/* The pass: see the comment at the top of this file.  */
static unsigned int
share_branch_flags (function *fun)
{
  unsigned shared = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      gimple *last = bb_last_stmt (bb);
      if (!last || gimple_code (last) != GIMPLE_COND)
        continue;
      gcond *cond = as_a <gcond *> (last);
      /* The mask nearest the branch that computes its relation.  */
      gimple_stmt_iterator gsi = gsi_for_stmt (cond);
      for (gsi_prev (&gsi); !gsi_end_p (gsi); gsi_prev (&gsi))
        {
          gasm *as = dyn_cast <gasm *> (gsi_stmt (gsi));
          bool inverted = false;
          if (!as || !mask_matches_branch_p (as, cond, &inverted))
            continue;
          bool done = share_flags (bb, cond, as, inverted);
          shared += done;
          if (dump_file)
            {
              fprintf (dump_file, done ? "nospec: the branch shares its "
                       "mask's compare%s: " : "nospec: not shared (a "
                       "statement that may set the flags uses the mask "
                       "before the branch)%s: ",
                       inverted ? " (inverted)" : "");
              print_gimple_stmt (dump_file, cond, 0, TDF_SLIM);
            }
          break;
        }
    }
  statistics_counter_event (fun, "nospec branches sharing a mask's compare",
                            shared);
  return 0;
}

namespace {

const pass_data flags_pass_data = {
  GIMPLE_PASS,          /* type */
  "nospec_flags",       /* name */
  OPTGROUP_NONE,        /* optinfo_flags */
  TV_PLUGIN_RUN,        /* tv_id */
  PROP_cfg | PROP_ssa,  /* properties_required */
  0,                    /* properties_provided */
  0,                    /* properties_destroyed */
  0,                    /* todo_flags_start */
  0                     /* todo_flags_finish */
};

class flags_pass : public gimple_opt_pass
{
public:
  flags_pass (gcc::context *ctxt) : gimple_opt_pass (flags_pass_data, ctxt) {}
  /* At -O0 the flag would go through a register (a setcc and a test
     for one compare); audit mode inserts no masks.  */
  bool gate (function *) final override
  {
    return optimize > 0 && opts.mode == MODE_HARDEN;
  }
  unsigned int execute (function *fun) final override
  {
    return share_branch_flags (fun);
  }
};

} /* anonymous namespace */

/* Right before expansion to RTL: after the last GIMPLE pass
   ("optimized"), so that no optimization ever sees the branch on a flag
   instead of its comparison.  Not on targets whose mask leaves no flag
   (mask_flag_available_p).  */
void
register_flags_pass (const char *plugin_name)
{
  if (!mask_flag_available_p ())
    return;
  struct register_pass_info info;
  info.pass = new flags_pass (g);
  info.reference_pass_name = "optimized";
  info.ref_pass_instance_number = 1;
  info.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
}

} /* namespace nospec */
