/* handmask.cc - protection written by hand: masks, selects and barriers.

   Code that is already protected must be left alone: no warning, and no
   second mask or fence.  The plugin's own sequences (nospec.h, or what
   an earlier instance of the pass inserted) are known by their text
   (sequences.cc).  This file recognizes the shapes other code writes,
   the Linux kernel's in particular, and taint.cc asks it whether a value
   is sanitized:

   1. X & M, where M is a mask of X itself:
      - the output of a mask asm (sequences.cc, asm_mask_like_p: one
        output, the value and its bound among the inputs, an instruction
        that turns a comparison into all ones or zero: x86 sbb, Arm sbc,
        AArch64 csel/csetm, POWER subfe, s390 slbgr, RISC-V sltu ...),
        as Linux's array_index_mask_nospec on x86, arm64, arm, s390 and
        loongarch;
      - the sign of X | (B - X) spread over the word by an arithmetic
        shift, "~(long) (x | (size - 1 - x)) >> (BITS_PER_LONG - 1)",
        Linux's generic array_index_mask_nospec, provided the X it
        subtracts went through an empty asm first (OPTIMIZER_HIDE_VAR):
        without that barrier the compiler may fold the mask away with
        what the bounds check tells it;
      - the result of a call to a function (visible here, not
        interposable) that returns such a mask of one of its parameters,
        passed X: the mask helper before it is inlined, and at -O0;
      and through the conversions array_index_nospec makes: X may be
      converted to a type at least as wide before the mask is computed
      (never narrowed: a mask of the low half says nothing of the rest,
      unless the mask is zero-extended from that half and so clears the
      rest in the AND),
      the AND may be done in any width, the mask may be truncated,
      widened or complemented, or ANDed with another value.  X itself
      may come from a narrowing ("(int) regs->di" in an inlined syscall
      wrapper): the mask of the narrowed value, ANDed at that width or
      wider, protects X as it protects that value, also when GCC
      wrote the mask's input as another name for the same bits of the
      same value ((int) x for the AND's (unsigned int) x, x & 0xffffffff
      for its (unsigned long) (unsigned int) x).
   2. The output of an AArch64 "cmp; csel K or zero; csdb" asm
      (sequences.cc, asm_select_or_zero).
   3. The result of a call to a visible function that returns only such
      sanitized values (a helper wrapping array_index_nospec).

   What does not count: an asm output that was not computed from X (an
   unrelated asm ANDed in), a mask of another value (X & mask (Y)), a
   mask computed from a narrowing that X did not go through (X & mask
   ((u32) X) for a 64-bit X), a sign-spread without the barrier, and an
   asm without a mask instruction (x & crc32 (x, k)).  Which side
   of the bound a foreign mask keeps is not checked.

   And a barrier by hand (fenced_by_hand_p): an asm with lfence, sb or
   dsb + isb (Linux's barrier_nospec) or our nospec_barrier on every
   path from a site's checks to the site.

   Before (x86 Linux, "if (nr >= 32) return; nr = array_index_nospec
   (nr, 32); v = table[nr];"):
     asm volatile ("cmp %1,%2; sbb %0,%0;" : "=r" mask_10 : "g" 32, "r" nr_5);
     _1 = (unsigned int) mask_10;
     _2 = (unsigned int) nr_5;
     _3 = _1 & _2;                 <- sanitized: not attacker data
     nr_14 = (int) _3;
     v_16 = table[nr_14];          <- no gadget  */

#include "gcc-compat.h"
#include "nospec-plugin.h"
#include "gadget.h"

namespace nospec {

/* How far definitions are followed.  */
#define HAND_DEPTH 8

/* Is TYPE an integer or a pointer (a value a mask can apply to)?  */
static bool
scalar_type_p (tree type)
{
  return INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type);
}

/* The value V's definition copies, if V is an SSA name defined by a
   copy, by a conversion that keeps every value apart (to a type at
   least as wide; with NARROWING, to any width), or by an asm that only
   copies its input (asm_identity_input: OPTIMIZER_HIDE_VAR); else
   NULL_TREE.  Sets *OPAQUE, when given, if such an asm was passed,
   other than our source marks (audit mode removes them).  */
static tree
copied_value (tree v, bool narrowing, bool *opaque)
{
  if (TREE_CODE (v) != SSA_NAME)
    return NULL_TREE;
  gimple *def = SSA_NAME_DEF_STMT (v);
  if (gasm *as = dyn_cast <gasm *> (def))
    {
      tree in = asm_identity_input (as);
      if (in && opaque && !asm_is_nospec_source (as))
        *opaque = true;
      return in;
    }
  gassign *ga = dyn_cast <gassign *> (def);
  if (!ga)
    return NULL_TREE;
  enum tree_code code = gimple_assign_rhs_code (ga);
  tree rhs = gimple_assign_rhs1 (ga);
  if (code == SSA_NAME)
    return rhs;
  if (!CONVERT_EXPR_CODE_P (code) || !scalar_type_p (TREE_TYPE (rhs))
      || !scalar_type_p (TREE_TYPE (v)))
    return NULL_TREE;
  if (!narrowing
      && TYPE_PRECISION (TREE_TYPE (v)) < TYPE_PRECISION (TREE_TYPE (rhs)))
    return NULL_TREE;
  return rhs;
}

/* The value V copies: V itself, or what copied_value finds, followed
   as far as it goes.  */
static tree
value_root (tree v, bool narrowing, bool *opaque)
{
  for (unsigned depth = 0; depth < HAND_DEPTH; depth++)
    {
      tree from = copied_value (v, narrowing, opaque);
      if (!from)
        break;
      v = from;
    }
  return v;
}

/* The value S whose bits V keeps, with *KEEP the bits kept: V, read
   as unsigned, equals S & *KEEP, through copies, conversions (to a
   narrower type, or a wider one from unsigned or keeping no bit above
   the narrower width) and ANDs with a constant.  V itself, keeping all
   its bits, if none of them defines it; NULL_TREE if V is no integer
   of a word or less.  */
static tree
kept_bits_of (tree v, unsigned HOST_WIDE_INT *keep)
{
  if (TREE_CODE (v) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (v))
      || TYPE_PRECISION (TREE_TYPE (v)) > HOST_BITS_PER_WIDE_INT)
    return NULL_TREE;
  unsigned HOST_WIDE_INT bits
    = HOST_WIDE_INT_M1U >> (HOST_BITS_PER_WIDE_INT
                            - TYPE_PRECISION (TREE_TYPE (v)));
  for (unsigned depth = 0; depth < HAND_DEPTH; depth++)
    {
      gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (v));
      if (!ga)
        break;
      enum tree_code code = gimple_assign_rhs_code (ga);
      tree rhs = gimple_assign_rhs1 (ga);
      if (TREE_CODE (rhs) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (rhs))
          || TYPE_PRECISION (TREE_TYPE (rhs)) > HOST_BITS_PER_WIDE_INT)
        break;
      unsigned HOST_WIDE_INT below
        = HOST_WIDE_INT_M1U >> (HOST_BITS_PER_WIDE_INT
                                - TYPE_PRECISION (TREE_TYPE (rhs)));
      if (CONVERT_EXPR_CODE_P (code))
        {
          /* A sign extension copies the sign bit above: V no longer
             keeps bits of RHS there.  */
          if ((bits & ~below) && !TYPE_UNSIGNED (TREE_TYPE (rhs)))
            break;
          bits &= below;
        }
      else if (code == BIT_AND_EXPR
               && TREE_CODE (gimple_assign_rhs2 (ga)) == INTEGER_CST)
        bits &= TREE_INT_CST_LOW (gimple_assign_rhs2 (ga)) & below;
      else if (code != SSA_NAME)
        break;
      v = rhs;
    }
  *keep = bits;
  return v;
}

/* Does VALUE (a mask's input) hold ROOT, unnarrowed?  Also when VALUE
   holds, unnarrowed, another name for ROOT's bits: the same bits of
   the same value (kept_bits_of), which GCC makes when it reuses one
   narrowing for the check and the AND and writes another for the mask
   ("(unsigned int) x" and "(int) x"; "x & 0xffffffff" for the
   unsigned long the mask takes; "(int) (t & 0x3fff)" for a u16 t and
   "(u16) ((int) t & ~0xc000)").  */
static bool
holds_root_p (tree value, tree root, bool *opaque = NULL)
{
  if (TREE_CODE (root) != SSA_NAME)
    return false;
  tree held = value_root (value, false, opaque);
  if (held == root)
    return true;
  unsigned HOST_WIDE_INT held_bits = 0, root_bits = 0;
  tree source = kept_bits_of (held, &held_bits);
  return source && kept_bits_of (root, &root_bits) == source
         && held_bits == root_bits;
}

static bool mask_of_p (tree m, tree root, unsigned depth);

/* Is Q "B - X" (GCC may write "B - 1 - X" as "(B - X) + -1" or
   "B + ~X"), with X holding ROOT and hidden from the optimizers by an
   empty asm?  A constant may be added or subtracted on the way.  */
static bool
distance_from_p (tree q, tree root, unsigned depth = 0)
{
  gassign *ga = TREE_CODE (q) == SSA_NAME && depth < HAND_DEPTH
                ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (q)) : NULL;
  if (!ga)
    return false;
  enum tree_code code = gimple_assign_rhs_code (ga);
  tree rhs1 = gimple_assign_rhs1 (ga);
  tree rhs2 = gimple_assign_rhs2 (ga);
  bool opaque = false;
  if (code == MINUS_EXPR)
    return (holds_root_p (rhs2, root, &opaque) && opaque)
           || (TREE_CODE (rhs2) == INTEGER_CST
               && distance_from_p (rhs1, root, depth + 1));
  if (code != PLUS_EXPR)
    return false;
  for (unsigned i = 1; i <= 2; i++)
    {
      tree op = i == 1 ? rhs1 : rhs2, other = i == 1 ? rhs2 : rhs1;
      gassign *not_def = TREE_CODE (op) == SSA_NAME
                         ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (op))
                         : NULL;
      if (not_def && gimple_assign_rhs_code (not_def) == BIT_NOT_EXPR
          && holds_root_p (gimple_assign_rhs1 (not_def), root, &opaque)
          && opaque)
        return true;
      if (TREE_CODE (other) == INTEGER_CST
          && distance_from_p (op, root, depth + 1))
        return true;
    }
  return false;
}

/* Is SHIFT (an RSHIFT_EXPR) the sign of "ROOT | (B - ROOT)" spread over
   its word: Linux's generic mask, all ones when ROOT <= B (both below
   the sign bit), else zero?  Between the shift and the OR only
   complements and conversions that keep the OR's sign bit (to the same
   width, or wider from a signed type).  */
static bool
sign_spread_of_p (gassign *shift, tree root)
{
  tree s = gimple_assign_rhs1 (shift);
  tree amount = gimple_assign_rhs2 (shift);
  tree type = TREE_TYPE (s);
  if (!INTEGRAL_TYPE_P (type) || TYPE_UNSIGNED (type)
      || !tree_fits_uhwi_p (amount)
      || tree_to_uhwi (amount) != (unsigned) TYPE_PRECISION (type) - 1)
    return false;
  for (unsigned depth = 0; depth < HAND_DEPTH; depth++)
    {
      gassign *ga = TREE_CODE (s) == SSA_NAME
                    ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (s)) : NULL;
      if (!ga)
        return false;
      enum tree_code code = gimple_assign_rhs_code (ga);
      tree rhs = gimple_assign_rhs1 (ga);
      if (code == SSA_NAME || code == BIT_NOT_EXPR)
        {
          s = rhs;
          continue;
        }
      if (CONVERT_EXPR_CODE_P (code))
        {
          tree from = TREE_TYPE (rhs);
          if (!INTEGRAL_TYPE_P (from)
              || TYPE_PRECISION (from) > TYPE_PRECISION (TREE_TYPE (s))
              || (TYPE_PRECISION (from) < TYPE_PRECISION (TREE_TYPE (s))
                  && TYPE_UNSIGNED (from)))
            return false;
          s = rhs;
          continue;
        }
      if (code != BIT_IOR_EXPR)
        return false;
      tree p = gimple_assign_rhs1 (ga), q = gimple_assign_rhs2 (ga);
      return (holds_root_p (p, root) && distance_from_p (q, root))
             || (holds_root_p (q, root) && distance_from_p (p, root));
    }
  return false;
}

/* If FNDECL is a function whose body this unit has (in SSA form, not
   interposable) and that returns a mask of one of its parameters on
   every path, return that parameter's number; else -1.  */
static int
mask_function_param (tree fndecl, unsigned depth)
{
  if (!fndecl || depth > HAND_DEPTH)
    return -1;
  cgraph_node *node = cgraph_node::get (fndecl);
  if (!node)
    return -1;
  enum availability avail;
  node = node->function_symbol (&avail);
  if (!node || avail < AVAIL_AVAILABLE)
    return -1;
  function *callee = gimple_has_body_p (node->decl)
                     ? DECL_STRUCT_FUNCTION (node->decl) : NULL;
  if (!callee || !callee->cfg || !gimple_in_ssa_p (callee))
    return -1;
  basic_block exit = EXIT_BLOCK_PTR_FOR_FN (callee);
  if (EDGE_COUNT (exit->preds) == 0)
    return -1;
  unsigned index = 0;
  for (tree parm = DECL_ARGUMENTS (node->decl); parm;
       parm = DECL_CHAIN (parm), index++)
    {
      tree root = ssa_default_def (callee, parm);
      if (!root || !scalar_type_p (TREE_TYPE (parm)))
        continue;
      bool every = true;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, exit->preds)
        {
          gimple *last = bb_last_stmt (e->src);
          greturn *ret = last ? dyn_cast <greturn *> (last) : NULL;
          tree value = ret ? gimple_return_retval (ret) : NULL_TREE;
          if (!value || !mask_of_p (value, root, depth + 1))
            {
              every = false;
              break;
            }
        }
      if (every)
        return index;
    }
  return -1;
}

/* Is M a mask computed from ROOT (see the header comment, 1)?  */
static bool
mask_of_p (tree m, tree root, unsigned depth)
{
  if (TREE_CODE (m) != SSA_NAME || TREE_CODE (root) != SSA_NAME
      || depth > HAND_DEPTH)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (m);
  if (gasm *as = dyn_cast <gasm *> (def))
    {
      if (!asm_mask_like_p (as))
        return false;
      for (unsigned i = 0; i < gimple_asm_ninputs (as); i++)
        if (holds_root_p (TREE_VALUE (gimple_asm_input_op (as, i)), root))
          return true;
      return false;
    }
  if (gcall *call = dyn_cast <gcall *> (def))
    {
      int parm = mask_function_param (gimple_call_fndecl (call), depth + 1);
      return parm >= 0 && (unsigned) parm < gimple_call_num_args (call)
             && holds_root_p (gimple_call_arg (call, parm), root);
    }
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      /* A mask helper with two ways to compute it (s390's constant and
         variable bounds), merged before its return.  */
      bool some = false;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
        {
          tree arg = gimple_phi_arg_def (phi, i);
          if (arg == m)
            continue;
          if (!mask_of_p (arg, root, depth + 1))
            return false;
          some = true;
        }
      return some;
    }
  gassign *ga = dyn_cast <gassign *> (def);
  if (!ga)
    return false;
  enum tree_code code = gimple_assign_rhs_code (ga);
  tree rhs1 = gimple_assign_rhs1 (ga);
  if (code == SSA_NAME || code == BIT_NOT_EXPR || CONVERT_EXPR_CODE_P (code))
    return mask_of_p (rhs1, root, depth + 1);
  if (code == BIT_AND_EXPR)
    return mask_of_p (rhs1, root, depth + 1)
           || mask_of_p (gimple_assign_rhs2 (ga), root, depth + 1);
  if (code == BIT_IOR_EXPR)
    return mask_of_p (rhs1, root, depth + 1)
           && mask_of_p (gimple_assign_rhs2 (ga), root, depth + 1);
  if (code == RSHIFT_EXPR)
    return sign_spread_of_p (ga, root);
  return false;
}

/* M zero-extended from an unsigned type: the precision of that type
   (the bits of the other operand an AND with M can keep), else 0.  */
static unsigned
zero_extended_bits (tree m)
{
  gassign *ga = TREE_CODE (m) == SSA_NAME
                ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (m)) : NULL;
  if (!ga || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (ga)))
    return 0;
  tree from = TREE_TYPE (gimple_assign_rhs1 (ga));
  if (!INTEGRAL_TYPE_P (from) || !TYPE_UNSIGNED (from)
      || TYPE_PRECISION (from) >= TYPE_PRECISION (TREE_TYPE (m)))
    return 0;
  return TYPE_PRECISION (from);
}

/* Is M, zero-extended from BITS bits, a mask of a conversion of ROOT
   to BITS bits or more?  "X & (u64) mask ((u32) X)": the AND keeps the
   low half of X only, the half the mask was computed from (an
   unsigned long long index on a 32-bit target).  */
static bool
mask_of_kept_bits_p (tree m, tree root, unsigned bits)
{
  tree narrow = gimple_assign_rhs1 (SSA_NAME_DEF_STMT (m));
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, root)
    {
      /* A caller may be walking ROOT's uses (taint.cc): its iterator's
         marker in the list has no statement.  */
      gimple *stmt = USE_STMT (use);
      gassign *conv = stmt ? dyn_cast <gassign *> (stmt) : NULL;
      if (!conv || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (conv)))
        continue;
      tree n = gimple_assign_lhs (conv);
      if (TREE_CODE (n) == SSA_NAME && INTEGRAL_TYPE_P (TREE_TYPE (n))
          && TYPE_PRECISION (TREE_TYPE (n)) >= bits
          && mask_of_p (narrow, n, 0))
        return true;
    }
  return false;
}

/* Is the AND GA "X & M" with M a mask of X?  M may be a mask of X
   itself or of any value X copies or was converted from, narrowings
   included (value_root's chain): a mask of a wider value X was
   narrowed from leaves X zero whenever that value is out of range; a
   mask of X computed after a narrowing ("(int) regs->di" once a syscall
   wrapper is inlined, the u16 "type" of Linux's lib/nlattr.c) sees
   every bit the AND keeps.  Each is matched exactly, as the value the
   mask's input holds unnarrowed (holds_root_p): a mask of a narrowing
   that X did not go through (X & mask ((u32) X)) proves nothing.  */
static bool
masked_by_hand_p (gassign *ga)
{
  for (unsigned i = 1; i <= 2; i++)
    {
      tree x = i == 1 ? gimple_assign_rhs1 (ga) : gimple_assign_rhs2 (ga);
      tree m = i == 1 ? gimple_assign_rhs2 (ga) : gimple_assign_rhs1 (ga);
      tree root = x;
      for (unsigned depth = 0; TREE_CODE (root) == SSA_NAME; depth++)
        {
          if (mask_of_p (m, root, 0))
            return true;
          tree from = depth < HAND_DEPTH ? copied_value (root, true, NULL)
                                         : NULL_TREE;
          if (!from)
            break;
          root = from;
        }
      if (TREE_CODE (root) != SSA_NAME)
        continue;
      unsigned bits = zero_extended_bits (m);
      if (bits && mask_of_kept_bits_p (m, root, bits))
        return true;
    }
  return false;
}

static bool sanitized_by_hand_1 (gimple *stmt, unsigned depth);

/* Does the function FNDECL (visible here, not interposable) return only
   values sanitized by hand, or by our own masks?  */
static bool
sanitizing_function_p (tree fndecl, unsigned depth)
{
  if (!fndecl || depth > HAND_DEPTH)
    return false;
  cgraph_node *node = cgraph_node::get (fndecl);
  if (!node)
    return false;
  enum availability avail;
  node = node->function_symbol (&avail);
  if (!node || avail < AVAIL_AVAILABLE)
    return false;
  function *callee = gimple_has_body_p (node->decl)
                     ? DECL_STRUCT_FUNCTION (node->decl) : NULL;
  if (!callee || !callee->cfg || !gimple_in_ssa_p (callee))
    return false;
  basic_block exit = EXIT_BLOCK_PTR_FOR_FN (callee);
  if (EDGE_COUNT (exit->preds) == 0)
    return false;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, exit->preds)
    {
      gimple *last = bb_last_stmt (e->src);
      greturn *ret = last ? dyn_cast <greturn *> (last) : NULL;
      tree value = ret ? gimple_return_retval (ret) : NULL_TREE;
      /* Through copies and conversions to the statement that made it.  */
      for (unsigned i = 0; value && TREE_CODE (value) == SSA_NAME
                           && i < HAND_DEPTH; i++)
        {
          gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (value));
          if (!ga || !(gimple_assign_rhs_code (ga) == SSA_NAME
                       || CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (ga))))
            break;
          value = gimple_assign_rhs1 (ga);
        }
      if (!value || TREE_CODE (value) != SSA_NAME)
        return false;
      gimple *def = SSA_NAME_DEF_STMT (value);
      gassign *ga = dyn_cast <gassign *> (def);
      bool own = ga && gimple_assign_rhs_code (ga) == BIT_AND_EXPR
                 && (mask_output_p (gimple_assign_rhs1 (ga), false)
                     || mask_output_p (gimple_assign_rhs2 (ga), false));
      if (!own && !sanitized_by_hand_1 (def, depth + 1))
        return false;
    }
  return true;
}

static bool
sanitized_by_hand_1 (gimple *stmt, unsigned depth)
{
  if (gasm *as = dyn_cast <gasm *> (stmt))
    {
      unsigned input;
      return asm_select_or_zero (as, &input);
    }
  if (gassign *ga = dyn_cast <gassign *> (stmt))
    return gimple_assign_rhs_code (ga) == BIT_AND_EXPR
           && masked_by_hand_p (ga);
  if (gcall *call = dyn_cast <gcall *> (stmt))
    return gimple_call_lhs (call)
           && sanitizing_function_p (gimple_call_fndecl (call), depth + 1);
  return false;
}

/* Is the value STMT defines sanitized by code written by hand, so that
   it carries no attacker influence (taint.cc)?  See the header comment:
   X & M with M a mask of X, the output of an AArch64 select-or-zero
   asm, the result of a function that returns only such values.  */
bool
sanitized_by_hand_p (gimple *stmt)
{
  return sanitized_by_hand_1 (stmt, 0);
}

/* Is there a speculation barrier (asm_fence_like_p) on every path from
   S's checks to S: before S in its block, or in a block that dominates
   S's and comes after every check (is dominated by the destination of
   each guard edge)?  Needs dominators.  */
bool
fenced_by_hand_p (const site *s)
{
  if (s->nguards == 0 || s->phi_edge || s->too_many_guards)
    return false;
  basic_block bb = gimple_bb (s->stmt);
  gimple_stmt_iterator gsi = gsi_for_stmt (s->stmt);
  gsi_prev (&gsi);
  for (unsigned depth = 0; bb && depth < 64; depth++)
    {
      for (unsigned i = 0; i < s->nguards; i++)
        if (!dominated_by_p (CDI_DOMINATORS, bb, s->guards[i].on_edge->dest))
          return false;
      for (; !gsi_end_p (gsi); gsi_prev (&gsi))
        if (gasm *as = dyn_cast <gasm *> (gsi_stmt (gsi)))
          if (asm_fence_like_p (as))
            return true;
      bb = get_immediate_dominator (CDI_DOMINATORS, bb);
      if (!bb || bb->index < NUM_FIXED_BLOCKS)
        return false;
      gsi = gsi_last_bb (bb);
    }
  return false;
}

} /* namespace nospec */
