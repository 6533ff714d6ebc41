/* detect-rules.cc - the rules of the gadget model (policy=precise).

   Each rule is one named predicate here, with its option and its census
   name (the name stats=FILE prints for the candidates it drops, and the
   name of its tests in testsuite/nospec.detect/); doc/usage.md has the
   table.  policy=paranoid turns them all off.

   rule          predicate             option        tests
   init-code     init_code_skipped_p   init=skip     rule-init-code*.c
   loop-counter  loop_counter_test_p   loops=skip    rule-loop-counter*.c
   one-sided     bounds_from_above_p   onesided=skip rule-one-sided*.c,
                                                     rule-equality*.c
   stores        stores_rule_p         stores=yes    rule-store*.c

   And the one that adds guards rather than dropping them: with
   checks=control (the default) a branch on attacker data right above an
   access to an object of known size guards it (tainted_condition_p;
   kocher-09-default.c, opt-checks-any.c), unless all it tests is the
   element at the access's own index, or it is a loop's exit test
   (rule-control-element.c).  Which values are attacker data at all (the
   "untainted" rule) is taint.cc's and sources.cc's.  */

#include "gcc-compat.h"
#include "nospec-plugin.h"
#include "gadget.h"
#include "detect.h"

namespace nospec {

/* Rule "init-code" (init=skip): one-shot start-up code.  */
bool
init_code_skipped_p (tree fndecl)
{
  return opts.init == RULE_ON && init_code_p (fndecl);
}

/* Rule "stores" (stores=yes): a store through a checked index is a site
   too (Spectre v1.1: it can overwrite what later speculative code uses,
   a return address, a function pointer).  */
bool
stores_rule_p (void)
{
  return opts.stores == RULE_ON;
}

/* Is V computed from NAME by arithmetic alone (shifts, masks, sums,
   conversions), within a few steps?  */
static bool
computed_from_p (tree v, tree name, int depth)
{
  if (v == name)
    return true;
  if (TREE_CODE (v) != SSA_NAME || depth > 6)
    return false;
  gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (v));
  if (!ga || gimple_assign_load_p (ga))
    return false;
  for (unsigned i = 1; i < gimple_num_ops (ga); i++)
    if (computed_from_p (gimple_op (ga, i), name, depth + 1))
      return true;
  return false;
}

/* Is V the position of the lowest set bit of a word masked from NAME
   on ("__builtin_ctzl (w & (~0UL << name))", or x86's "tzcnt"/"bsf" in
   an asm, as Linux's __ffs has it)?  That position is at least NAME: a
   step forward, as find_next_bit's is once inlined (for_each_set_bit
   over a one-word bitmap).  */
static bool
bit_scan_of_p (tree v, tree name)
{
  if (TREE_CODE (v) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (v);
  tree input = NULL_TREE;
  if (gcall *call = dyn_cast <gcall *> (def))
    {
      combined_fn fn = gimple_call_combined_fn (call);
      if ((fn == CFN_CTZ || fn == CFN_BUILT_IN_CTZ || fn == CFN_BUILT_IN_CTZL
           || fn == CFN_BUILT_IN_CTZLL || fn == CFN_FFS
           || fn == CFN_BUILT_IN_FFS || fn == CFN_BUILT_IN_FFSL
           || fn == CFN_BUILT_IN_FFSLL)
          && gimple_call_num_args (call) >= 1)
        input = gimple_call_arg (call, 0);
    }
  else if (gasm *as = dyn_cast <gasm *> (def))
    {
      if (bit_scan_asm_p (as))
        input = TREE_VALUE (gimple_asm_input_op (as, 0));
    }
  else if (gassign *ga = dyn_cast <gassign *> (def))
    if (CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (ga)))
      return bit_scan_of_p (gimple_assign_rhs1 (ga), name);
  return input && computed_from_p (input, name, 0);
}

/* Is V computed from NAME by adding or subtracting a step that does not
   change within LOOP (a constant, or a value defined outside it), through
   conversions?  Or is it, or a merge of it with constants, a bit scan
   from NAME on (bit_scan_of_p)?  */
static bool
steps_from_p (struct fn_state *st, tree v, tree name, struct loop *loop,
              int depth)
{
  if (v == name)
    return true;
  if (TREE_CODE (v) != SSA_NAME || depth > 4)
    return false;
  if (gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (v)))
    {
      /* "val ? __ffs (val) : size", within the loop's body.  */
      if (gimple_bb (phi) == loop->header)
        return false;
      bool scan = false;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
        {
          tree arg = gimple_phi_arg_def (phi, i);
          if (TREE_CODE (arg) == INTEGER_CST)
            continue;
          if (!bit_scan_of_p (arg, name))
            return false;
          scan = true;
        }
      return scan;
    }
  if (bit_scan_of_p (v, name))
    return true;
  gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (v));
  if (!ga)
    return false;
  enum tree_code code = gimple_assign_rhs_code (ga);
  if (CONVERT_EXPR_CODE_P (code) || code == SSA_NAME)
    return steps_from_p (st, gimple_assign_rhs1 (ga), name, loop, depth + 1);
  if (code != PLUS_EXPR && code != MINUS_EXPR && code != POINTER_PLUS_EXPR)
    return false;
  tree step = gimple_assign_rhs2 (ga);
  bool invariant = TREE_CODE (step) == INTEGER_CST
                   || (TREE_CODE (step) == SSA_NAME
                       && !influenced_p (st, step)
                       && !flow_bb_inside_loop_p
                             (loop, gimple_bb (SSA_NAME_DEF_STMT (step))));
  return invariant
         && steps_from_p (st, gimple_assign_rhs1 (ga), name, loop, depth + 1);
}

/* Is PHI, in the header of LOOP, the loop's own counter: on every path
   around the loop it comes back stepped by an invariant amount, as the
   result of an iterator call handed the counter (find_next_bit), or as
   the next set bit from it on (find_next_bit inlined)?
   Its start value may be anything: a check on the start is a guard of
   its own (Kocher's example 5).  */
static bool
loop_counter_p (struct fn_state *st, gphi *phi, struct loop *loop)
{
  tree name = gimple_phi_result (phi);
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      edge e = gimple_phi_arg_edge (phi, i);
      if (!flow_bb_inside_loop_p (loop, e->src))
        continue;
      tree next = gimple_phi_arg_def (phi, i);
      if (steps_from_p (st, next, name, loop, 0))
        continue;
      gcall *call = TREE_CODE (next) == SSA_NAME
                    ? dyn_cast <gcall *> (SSA_NAME_DEF_STMT (next)) : NULL;
      bool iterator = false;
      for (unsigned j = 0; call && j < gimple_call_num_args (call); j++)
        iterator |= steps_from_p (st, gimple_call_arg (call, j), name, loop,
                                  0);
      if (!iterator)
        return false;
    }
  return true;
}

/* Rule "loop-counter" (loops=skip): is edge E, whose condition COND is in
   the loop slice IDX comes from, that loop's exit test on its own
   counter?  Under misprediction the loop runs a few iterations past its
   bound: the next elements, not an offset the attacker chooses.  */
bool
loop_counter_test_p (struct fn_state *st, struct slice *idx, edge e,
                     gcond *cond)
{
  if (!current_loops || !cond)
    return false;
  basic_block src = e->src;
  struct slice *cs = cond_slice (st, cond);
  for (unsigned i = 0; i < idx->nodes.length (); i++)
    {
      gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (idx->nodes[i]));
      if (!phi)
        continue;
      basic_block header = gimple_bb (phi);
      struct loop *loop = header->loop_father;
      if (!loop || loop->header != header || !loop_outer (loop)
          || !flow_bb_inside_loop_p (loop, src)
          || !cs->nodes.contains (idx->nodes[i]))
        continue;
      bool exits = false;
      edge out;
      edge_iterator ei;
      FOR_EACH_EDGE (out, ei, src->succs)
        if (!flow_bb_inside_loop_p (loop, out->dest))
          exits = true;
      /* Or the index is the next set bit from the counter on, and this
         is the inlined iterator's own test of the counter
         (find_next_bit's "offset >= size"): mispredicted, the scan
         still yields a set bit of the word, as the loop visits.  */
      for (unsigned j = 0; !exits && j < idx->nodes.length (); j++)
        exits = bit_scan_of_p (idx->nodes[j], idx->nodes[i]);
      if (exits && loop_counter_p (st, phi, loop))
        return true;
    }
  return false;
}

/* Is OP, compared for equality with the index, a bound: a constant, a
   value no attacker influences, or one bounded by its own computation?  */
static bool
bounded_operand_p (struct fn_state *st, tree op, int depth = 0)
{
  if (TREE_CODE (op) != SSA_NAME)
    return true;
  if (!influenced_p (st, op) || syntactic_max (op, 0) >= 0)
    return true;
  gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (op));
  if (!ga || depth > 4)
    return false;
  switch (gimple_assign_rhs_code (ga))
    {
    CASE_CONVERT:
      return bounded_operand_p (st, gimple_assign_rhs1 (ga), depth + 1);
    case BIT_AND_EXPR:
    case MIN_EXPR:
      /* "x & mask", "min (x, n)" with a bounded mask or limit (Kocher's
         example 6 keeps its mask in a variable).  */
      return bounded_operand_p (st, gimple_assign_rhs1 (ga), depth + 1)
             || bounded_operand_p (st, gimple_assign_rhs2 (ga), depth + 1);
    default:
      return false;
    }
}

/* Is OP a sum, difference or product (not a flag)?  */
static bool
arithmetic_p (tree op)
{
  gassign *ga = TREE_CODE (op) == SSA_NAME
                ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (op)) : NULL;
  if (!ga)
    return false;
  switch (gimple_assign_rhs_code (ga))
    {
    case PLUS_EXPR: case MINUS_EXPR: case MULT_EXPR: case NEGATE_EXPR:
    case POINTER_PLUS_EXPR: case POINTER_DIFF_EXPR:
      return true;
    default:
      return false;
    }
}

/* Is the index, on the side of edge E, a constant in place of the value
   E's condition (its slice COND) tests: a PHI of the index slice IDX
   whose arguments that come in behind E are all constants, and one of
   whose other arguments is that tested value ("if (id < 0) id = 0;")?
   Taken under misprediction, E leads to that constant, not to a value
   the attacker chose.  A PHI of constants only ("j = 0" on one side,
   "j = 1" on the other, index i + j) replaces nothing E tests.  */
static bool
replaced_behind_p (struct slice *idx, struct slice *cond, edge e)
{
  for (unsigned i = 0; i < idx->nodes.length (); i++)
    {
      gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (idx->nodes[i]));
      if (!phi || virtual_operand_p (gimple_phi_result (phi)))
        continue;
      bool constant = false, other = false, tested = false;
      for (unsigned j = 0; j < gimple_phi_num_args (phi); j++)
        {
          edge in = gimple_phi_arg_edge (phi, j);
          if (in != e && !edge_dominates_p (e, in->src))
            {
              tested |= operand_in_p (&cond->nodes,
                                      gimple_phi_arg_def (phi, j));
              continue;
            }
          tree arg = gimple_phi_arg_def (phi, j);
          /* Before constant propagation: "id_12 = 0; ... PHI <id_12>".  */
          gassign *ga = TREE_CODE (arg) == SSA_NAME
                        ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (arg))
                        : NULL;
          if (ga && gimple_assign_single_p (ga))
            arg = gimple_assign_rhs1 (ga);
          if (TREE_CODE (arg) == INTEGER_CST)
            constant = true;
          else
            other = true;
        }
      if (constant && !other && tested)
        return true;
    }
  return false;
}

/* Rule "one-sided" (onesided=skip): does the check on edge E bound the
   index from above on E?  "x < n", "n >= x", "x == c" and "(x & m) == x"
   do; "x > 0", "x != C", "!n" (taken when n != 0) and a switch's default
   edge do not: under misprediction they let through at most the element
   next to the object, not one the attacker chooses.  Conditions whose
   shape says nothing (a flag from a call) count as bounds.  */
bool
bounds_from_above_p (struct fn_state *st, struct slice *idx, edge e,
                     gimple *last, enum meeting meet)
{
  if (gswitch *sw = dyn_cast <gswitch *> (last))
    {
      basic_block dflt
        = label_to_block (st->fun,
                          CASE_LABEL (gimple_switch_default_label (sw)));
      return e->dest != dflt;
    }
  gcond *cond = dyn_cast <gcond *> (last);
  if (!cond)
    return true;
  /* "if (id < 0) id = 0;": E's side gets a constant, and the other is
     a bound from below.  */
  if (replaced_behind_p (idx, cond_slice (st, cond), e))
    return false;
  enum tree_code code = gimple_cond_code (cond);
  tree lhs = gimple_cond_lhs (cond);
  tree rhs = gimple_cond_rhs (cond);
  look_through_flag (&code, &lhs, &rhs);
  if (TREE_CODE_CLASS (code) != tcc_comparison)
    return true;
  if (e->flags & EDGE_FALSE_VALUE)
    {
      code = invert_tree_comparison (code, HONOR_NANS (lhs));
      if (code == ERROR_MARK)
        return true;
    }
  /* Only a comparison of a value the index is computed from says which
     side it bounds; "(x + y) < n" or a flag from a call count.  */
  bool lhs_meets = index_operand_p (idx, lhs);
  bool rhs_meets = index_operand_p (idx, rhs);
  if (!lhs_meets && !rhs_meets)
    /* Except an equality of a sum or difference computed from the
       index ("ge - gs == 49", index gs + k): it pins that value, not
       the index.  Flags ("(i < 0 | i >= n) == 0", a call's "ok == 0")
       still count.  */
    return code != EQ_EXPR || meet == MEET_BEHIND || !arithmetic_p (lhs);
  switch (code)
    {
    case LT_EXPR: case LE_EXPR:
      return lhs_meets;
    case GT_EXPR: case GE_EXPR:
      return rhs_meets;
    case EQ_EXPR:
      /* "x == y" bounds x only when y is bounded: a constant, a value
         the attacker does not control, or one bounded by its own
         computation ("(x & m) == x").  Two attacker values equal to
         each other ("*p == *q", index hash (*p)) bound nothing.  */
      return bounded_operand_p (st, lhs_meets ? rhs : lhs)
             || (lhs_meets && rhs_meets
                 && (bounded_operand_p (st, lhs)
                     || bounded_operand_p (st, rhs)));
    case NE_EXPR:
      return false;
    default:
      return true;
    }
}

/* Is REF, or the object it is part of, an element of an array at an
   index of the index slice IDX?  */
static bool
ref_at_index_p (struct slice *idx, tree ref)
{
  for (; handled_component_p (ref); ref = TREE_OPERAND (ref, 0))
    if (TREE_CODE (ref) == ARRAY_REF
        && operand_in_p (&idx->nodes, TREE_OPERAND (ref, 1), true))
      return true;
  return false;
}

/* Is V loaded from an address computed from a value of the index slice
   IDX: a field of the element at the access's own index ("if
   (!IS_ERR (links[id].bss)) ... links[id].x")?  */
static bool
load_at_index_p (struct slice *idx, tree v)
{
  gassign *ga = TREE_CODE (v) == SSA_NAME
                ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (v)) : NULL;
  if (!ga || !gimple_assign_load_p (ga))
    return false;
  tree ref = gimple_assign_rhs1 (ga);
  if (ref_at_index_p (idx, ref))
    return true;
  ref = get_base_address (ref);
  if (!ref || (TREE_CODE (ref) != MEM_REF && TREE_CODE (ref) != TARGET_MEM_REF))
    return false;
  /* "*(base + id * size)" or "p = &a[id]; p->f": the pointer is
     computed from the index.  */
  struct slice addr = { vNULL, vNULL, vNULL, vNULL };
  for (int i = 0; i < TREE_OPERAND_LENGTH (ref); i++)
    if (TREE_OPERAND (ref, i) && TREE_CODE (TREE_OPERAND (ref, i)) == SSA_NAME)
      backward_slice (TREE_OPERAND (ref, i), &addr);
  bool found = false;
  for (unsigned i = 0; !found && i < addr.nodes.length (); i++)
    {
      tree n = addr.nodes[i];
      gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (n));
      if (POINTER_TYPE_P (TREE_TYPE (n)))
        found = def && gimple_assign_rhs_code (def) == ADDR_EXPR
                && ref_at_index_p (idx,
                                   TREE_OPERAND (gimple_assign_rhs1 (def), 0));
      else
        found = operand_in_p (&idx->nodes, n, true);
    }
  release_slice (&addr);
  return found;
}

/* Does the slice stop at N: is N a value read or received rather than
   computed from other names of the slice (a load, a narrowing
   bit-field read, a parameter, an asm's output)?  */
static bool
slice_leaf_p (tree n)
{
  gimple *def = SSA_NAME_DEF_STMT (n);
  if (gimple_nop_p (def) || gimple_code (def) == GIMPLE_ASM)
    return true;
  gassign *ga = dyn_cast <gassign *> (def);
  return ga && (gimple_assign_load_p (ga) || narrowing_p (ga));
}

/* Is COND computed from attacker data, as data: not a NULL test, not a
   status code out of a call or a merge of branch outcomes (those are
   checks made elsewhere, which no mask computed here can stand for),
   and not only a field of the element at the access's own index, as
   its slice IDX has it (that element is attacker data only by where
   it is read: a test of it says nothing of the index)?  */
bool
tainted_condition_p (struct fn_state *st, gcond *cond, struct slice *idx)
{
  if (POINTER_TYPE_P (TREE_TYPE (gimple_cond_lhs (cond)))
      && integer_zerop (gimple_cond_rhs (cond)))
    return false;
  struct slice *cs = cond_slice (st, cond);
  if (slice_has_control_p (cs))
    return false;
  bool influenced = false, element = false;
  for (unsigned i = 0; i < cs->nodes.length (); i++)
    {
      tree n = cs->nodes[i];
      if (!influenced_p (st, n))
        continue;
      influenced = true;
      if (!slice_leaf_p (n))
        continue;
      if (!idx || !load_at_index_p (idx, n))
        return true;
      element = true;
    }
  return influenced && !element;
}

/* The rule, if any, that drops the check on edge E (its branch LAST,
   whose slice meets the index slice IDX as MEET) as a reason for a
   gadget: its census name, or NULL.  */
const char *
check_dropped_by (struct fn_state *st, struct slice *idx, edge e,
                  gimple *last, enum meeting meet)
{
  gcond *cond = safe_dyn_cast <gcond *> (last);
  if (opts.loops == RULE_ON && loop_counter_test_p (st, idx, e, cond))
    return "loop-counter";
  if (opts.onesided == RULE_ON
      && !bounds_from_above_p (st, idx, e, last, meet))
    return "one-sided";
  return NULL;
}

} /* namespace nospec */
