/* detect-slice.cc - backward slices, and when two values are the same.

   The detector decides "computed from" on backward slices: the SSA
   names a value is computed from through arithmetic, conversions, PHIs
   and calls, up to loads (a load from the same place counts as the same
   value, so a check on *p followed by a load through *p again is seen)
   and up to bit-field extractions (x & C, x >> C, x % C), which are kept
   as nodes but not walked through: "switch (op & 0x7f)" does not check
   an index "(op >> 7) & 0xff" taken from other bits of the same word.
   A slice stops after SLICE_LIMIT nodes, which keeps the pass linear in
   the size of the function.

   This file builds slices (the index's, with its "near" part: what it
   is computed from by arithmetic alone; a condition's, once per
   branch), says whether two slices meet (slices_meet: the condition
   tests a value the index is computed from), and whether two names
   stand for the same value (same_value_p) or the same computation
   (equivalent_p).  Guard placement (detect-guards.cc) and the rules
   (detect-rules.cc) ask these questions; nothing here decides what a
   gadget is.  */

#include "gcc-compat.h"
#include "nospec-plugin.h"
#include "gadget.h"
#include "detect.h"

namespace nospec {

/* A bit-field extraction: a slice keeps it but does not walk through.  */
bool
narrowing_p (gassign *ga)
{
  enum tree_code code = gimple_assign_rhs_code (ga);
  return (code == BIT_AND_EXPR || code == RSHIFT_EXPR
          || code == TRUNC_MOD_EXPR)
         && TREE_CODE (gimple_assign_rhs2 (ga)) == INTEGER_CST;
}

/* A PHI that merges values by control flow, not a loop's induction
   variable (whose value the processor computes, never predicts).  */
bool
merge_phi_p (gphi *phi)
{
  basic_block bb = gimple_bb (phi);
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->preds)
    if (dominated_by_p (CDI_DOMINATORS, e->src, bb))
      return false;
  return true;
}

/* A call to __builtin_expect or its relatives: the value of its first
   argument, with a hint for the branch predictor.  */
bool
expect_call_p (gcall *call)
{
  if (gimple_call_internal_p (call))
    return gimple_call_internal_fn (call) == IFN_BUILTIN_EXPECT
           && gimple_call_num_args (call) >= 1;
  return (gimple_call_builtin_p (call, BUILT_IN_EXPECT)
          || gimple_call_builtin_p (call, BUILT_IN_EXPECT_WITH_PROBABILITY))
         && gimple_call_num_args (call) >= 1;
}

/* Is AS x86's bit scan of one input into one output ("tzcnt", "bsf":
   Linux's __ffs and friends)?  */
bool
bit_scan_asm_p (gasm *as)
{
  const char *text = gimple_asm_string (as);
  return gimple_asm_noutputs (as) == 1 && gimple_asm_ninputs (as) == 1
         && (strstr (text, "tzcnt") || strstr (text, "bsf"));
}

/* Add to OUT the backward slice of NAME.  */
void
backward_slice (tree name, struct slice *out)
{
  auto_vec<std::pair<tree, bool>, 16> work;
  if (TREE_CODE (name) != SSA_NAME)
    return;
  work.safe_push (std::make_pair (name, false));
  while (!work.is_empty () && out->nodes.length () < SLICE_LIMIT)
    {
      std::pair<tree, bool> item = work.pop ();
      tree n = item.first;
      bool behind = item.second;
      if (TREE_CODE (n) != SSA_NAME || virtual_operand_p (n)
          || out->nodes.contains (n))
        continue;
      out->nodes.safe_push (n);
      if (behind)
        out->behind.safe_push (n);
      gimple *def = SSA_NAME_DEF_STMT (n);
      if (gimple_nop_p (def))
        continue;
      if (gphi *phi = dyn_cast <gphi *> (def))
        {
          /* A merged value is data from the path executed (speculative
             or not), and a mask computed from it is right for it.  A
             merge that encodes a branch outcome, "ok = c ? 1 : 0", has
             only constants to merge, so nothing of the index behind it;
             slice_has_control_p still refuses it as a flag condition.  */
          for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
            work.safe_push (std::make_pair (gimple_phi_arg_def (phi, i),
                                            behind));
          continue;
        }
      if (gassign *ga = dyn_cast <gassign *> (def))
        {
          if (gimple_assign_load_p (ga) || narrowing_p (ga))
            continue;
          for (unsigned i = 1; i < gimple_num_ops (ga); i++)
            work.safe_push (std::make_pair (gimple_op (ga, i), behind));
          continue;
        }
      if (gcall *call = dyn_cast <gcall *> (def))
        {
          /* __builtin_expect (likely/unlikely) is a copy of its first
             argument, not a result that may encode a branch outcome.  */
          if (expect_call_p (call))
            {
              work.safe_push (std::make_pair (gimple_call_arg (call, 0),
                                              behind));
              continue;
            }
          /* __builtin_constant_p (x) says whether x is known when
             compiling, not what it is: "bc (nr) ? constant_test_bit (..)
             : variable_test_bit (..)" (Linux's test_bit) is no check of
             nr, although the branch is still there when the pass runs.  */
          if (gimple_call_builtin_p (call, BUILT_IN_CONSTANT_P))
            continue;
          /* Only the values passed: a callee handed a pointer (a
             frame, a context, a cursor) may check anything through it,
             and a result that checks a raw pointer's range is outside
             what the pass covers (nospec_ptr is for that).  */
          for (unsigned i = 0; i < gimple_call_num_args (call); i++)
            if (!POINTER_TYPE_P (TREE_TYPE (gimple_call_arg (call, i))))
              {
                tree arg = gimple_call_arg (call, i);
                work.safe_push (std::make_pair (arg, true));
                if (TREE_CODE (arg) == SSA_NAME
                    && !out->call_args.contains (arg))
                  out->call_args.safe_push (arg);
              }
          continue;
        }
      if (gasm *as = dyn_cast <gasm *> (def))
        {
          /* Our source markers are transparent copies.  */
          if (asm_is_nospec_source (as))
            work.safe_push (std::make_pair (TREE_VALUE
                                              (gimple_asm_input_op (as, 0)),
                                            behind));
          /* A bit scan is what __builtin_ctzl is, written in asm: a
             value computed behind it, as behind a call.  */
          else if (bit_scan_asm_p (as))
            {
              tree arg = TREE_VALUE (gimple_asm_input_op (as, 0));
              work.safe_push (std::make_pair (arg, true));
              if (TREE_CODE (arg) == SSA_NAME
                  && !out->call_args.contains (arg))
                out->call_args.safe_push (arg);
            }
        }
    }
}

/* Add to OUT->near the names NAME is computed from by arithmetic and
   conversions alone: the walk stops at a PHI, a load, a bit-field
   extraction and a call (their results are kept).  A check of one of
   these names tests the index's own value in this iteration.  */
void
near_slice (tree name, struct slice *out)
{
  auto_vec<tree, 8> work;
  work.safe_push (name);
  while (!work.is_empty () && out->near.length () < SLICE_LIMIT)
    {
      tree n = work.pop ();
      if (TREE_CODE (n) != SSA_NAME || virtual_operand_p (n)
          || out->near.contains (n))
        continue;
      out->near.safe_push (n);
      gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (n));
      if (!ga || gimple_assign_load_p (ga) || narrowing_p (ga))
        continue;
      for (unsigned i = 1; i < gimple_num_ops (ga); i++)
        work.safe_push (gimple_op (ga, i));
    }
}

/* Does the slice contain a value that may encode a branch outcome: a
   call result or a merging PHI?  */
bool
slice_has_control_p (struct slice *s)
{
  if (!s->behind.is_empty ())
    return true;
  for (unsigned i = 0; i < s->nodes.length (); i++)
    {
      gimple *def = SSA_NAME_DEF_STMT (s->nodes[i]);
      if (is_gimple_call (def) && !expect_call_p (as_a <gcall *> (def)))
        return true;
      if (gphi *phi = dyn_cast <gphi *> (def))
        if (merge_phi_p (phi))
          return true;
    }
  return false;
}

/* Do A and B stand for the same value: the same name, two loads from the
   same place, or the same bit-field extraction of the same operands?  */
bool
same_value_p (tree a, tree b)
{
  if (a == b)
    return true;
  gassign *da = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (a));
  gassign *db = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (b));
  if (!da || !db)
    return false;
  if (gimple_assign_load_p (da) && gimple_assign_load_p (db))
    return operand_equal_p (gimple_assign_rhs1 (da),
                            gimple_assign_rhs1 (db), 0);
  if (narrowing_p (da) && narrowing_p (db)
      && gimple_assign_rhs_code (da) == gimple_assign_rhs_code (db))
    return operand_equal_p (gimple_assign_rhs1 (da),
                            gimple_assign_rhs1 (db), 0)
           && operand_equal_p (gimple_assign_rhs2 (da),
                               gimple_assign_rhs2 (db), 0);
  return false;
}


/* Fill in the keys of the nodes of S that have none yet.  */
static void
slice_keys (struct fn_state *st, struct slice *s)
{
  for (unsigned i = s->keys.length (); i < s->nodes.length (); i++)
    {
      tree n = s->nodes[i];
      struct value_key k = { 0, 0, influenced_p (st, n) };
      gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (n));
      if (def && gimple_assign_load_p (def))
        {
          k.kind = 1;
          k.hash = iterative_hash_expr (gimple_assign_rhs1 (def), 0);
        }
      else if (def && narrowing_p (def))
        {
          k.kind = 2;
          k.hash = iterative_hash_expr (gimple_assign_rhs1 (def),
                                        gimple_assign_rhs_code (def));
          k.hash = iterative_hash_expr (gimple_assign_rhs2 (def), k.hash);
        }
      s->keys.safe_push (k);
    }
}

/* ---- Rule "array-maximum": a check of the largest element of an
   array bounds each element.  ----

   ipc/sem.c checks every sem_num of the user's array at once:

     for (sop = sops; sop < sops + nsops; sop++)
       if (sop->sem_num >= max)
         max = sop->sem_num;
     ...
     if (max >= sma->sem_nsems)
       goto out;
     ... sma->sems[sops->sem_num] ...

   The index (a load of sops->sem_num) shares no value with the check
   (max, made of loads through the loop's cursor sop), but the check
   bounds it: max is at least every element the loop read.  Under
   misprediction the element may be anything; the mask of the check,
   computed from max, confines it.  */

/* NAME through copies and conversions.  */
tree
strip_copies (tree name)
{
  for (int depth = 0; depth < 6 && TREE_CODE (name) == SSA_NAME; depth++)
    {
      gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (name));
      if (!ga || !(gimple_assign_rhs_code (ga) == SSA_NAME
                   || CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (ga))))
        break;
      name = gimple_assign_rhs1 (ga);
    }
  return name;
}

/* Where the cursor NAME starts, when it is a loop's pointer stepping by
   a constant (a PHI whose arguments from inside the loop are NAME plus a
   constant, and whose one argument from outside is the start); else
   NULL.  */
static tree
cursor_start (tree name)
{
  name = strip_copies (name);
  if (TREE_CODE (name) != SSA_NAME || !POINTER_TYPE_P (TREE_TYPE (name)))
    return NULL_TREE;
  gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (name));
  if (!phi)
    return NULL_TREE;
  basic_block header = gimple_bb (phi);
  tree start = NULL_TREE;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      tree arg = gimple_phi_arg_def (phi, i);
      edge e = gimple_phi_arg_edge (phi, i);
      if (!dominated_by_p (CDI_DOMINATORS, e->src, header))
        {
          /* From outside the loop: the start.  */
          if (start && strip_copies (arg) != start)
            return NULL_TREE;
          start = strip_copies (arg);
          continue;
        }
      gassign *ga = TREE_CODE (arg) == SSA_NAME
                    ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (arg)) : NULL;
      if (!ga || gimple_assign_rhs_code (ga) != POINTER_PLUS_EXPR
          || strip_copies (gimple_assign_rhs1 (ga)) != name
          || TREE_CODE (gimple_assign_rhs2 (ga)) != INTEGER_CST)
        return NULL_TREE;
    }
  return start;
}

/* Where REF, a load of an element or of one of its fields, reads:
   *ROOT is the pointer it goes through (an SSA name, through copies) or
   the array it names (a declaration: "sops[0].sem_num", "&sops" seen
   through a MEM_REF), *OFF the constant byte offset from there.  */
static bool
element_position (tree ref, tree *root, HOST_WIDE_INT *off)
{
  poly_int64 poff;
  tree base = get_addr_base_and_unit_offset (ref, &poff);
  if (!base || !poff.is_constant (off))
    return false;
  if (TREE_CODE (base) == MEM_REF)
    {
      if (TREE_CODE (TREE_OPERAND (base, 1)) != INTEGER_CST
          || !tree_fits_shwi_p (TREE_OPERAND (base, 1)))
        return false;
      *off += tree_to_shwi (TREE_OPERAND (base, 1));
      base = TREE_OPERAND (base, 0);
      if (TREE_CODE (base) == ADDR_EXPR && DECL_P (TREE_OPERAND (base, 0)))
        base = TREE_OPERAND (base, 0);
      else if (TREE_CODE (base) == SSA_NAME)
        base = strip_copies (base);
      else
        return false;
    }
  if (!DECL_P (base) && TREE_CODE (base) != SSA_NAME)
    return false;
  *root = base;
  return true;
}

/* The element a running maximum is taken over: the array's start (ROOT,
   as element_position gives it), the byte offset of the field in the
   element and the field's size.  */
struct max_parts {
  tree root;
  HOST_WIDE_INT off;
  tree size;
  unsigned loads;
  basic_block header;   /* the block of the cursor's PHI */
};

/* Is V, as far as its computation goes, the largest of constants and of
   loads "cursor->field" through one cursor stepping over an array from
   one start (PHIs, conversions and MAX_EXPRs between)?  Fills *M.  */
static bool
maximum_of_elements (tree v, struct max_parts *m, hash_set<tree> *seen)
{
  if (TREE_CODE (v) == INTEGER_CST)
    return true;
  if (TREE_CODE (v) != SSA_NAME || seen->elements () > 32)
    return false;
  if (seen->add (v))
    return true;
  gimple *def = SSA_NAME_DEF_STMT (v);
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
        if (!maximum_of_elements (gimple_phi_arg_def (phi, i), m, seen))
          return false;
      return true;
    }
  gassign *ga = dyn_cast <gassign *> (def);
  if (!ga)
    return false;
  enum tree_code code = gimple_assign_rhs_code (ga);
  if (CONVERT_EXPR_CODE_P (code) || code == SSA_NAME)
    return INTEGRAL_TYPE_P (TREE_TYPE (v))
           && maximum_of_elements (gimple_assign_rhs1 (ga), m, seen);
  if (code == MAX_EXPR)
    return maximum_of_elements (gimple_assign_rhs1 (ga), m, seen)
           && maximum_of_elements (gimple_assign_rhs2 (ga), m, seen);
  if (!gimple_assign_load_p (ga))
    return false;
  /* A load through the loop's cursor: "MEM[cursor + c]" or a field of
     it.  */
  tree ref = gimple_assign_rhs1 (ga), cursor, start;
  HOST_WIDE_INT off;
  if (!element_position (ref, &cursor, &off)
      || TREE_CODE (cursor) != SSA_NAME)
    return false;
  start = cursor_start (cursor);
  if (!start)
    return false;
  if (TREE_CODE (start) == ADDR_EXPR && DECL_P (TREE_OPERAND (start, 0)))
    start = TREE_OPERAND (start, 0);
  else if (TREE_CODE (start) != SSA_NAME)
    return false;
  tree size = TYPE_SIZE (TREE_TYPE (ref));
  if (!size)
    return false;
  if (m->loads
      && (m->root != start || m->off != off
          || !tree_int_cst_equal (m->size, size)))
    return false;
  m->root = start;
  m->off = off;
  m->size = size;
  m->loads++;
  m->header = gimple_bb (SSA_NAME_DEF_STMT (strip_copies (cursor)));
  return true;
}

/* Rule "array-maximum": does BRANCH check a maximum over the array that
   the load defining INDEX_NODE reads an element of (at the array's start,
   as "sops->sem_num" after the loop over "sop->sem_num")?  */
static bool
array_maximum_check_p (gimple *branch, tree index_node)
{
  gcond *cond = safe_dyn_cast <gcond *> (branch);
  gassign *load = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (index_node));
  if (!cond || !load || !gimple_assign_load_p (load))
    return false;
  tree ref = gimple_assign_rhs1 (load), root;
  HOST_WIDE_INT off;
  if (!element_position (ref, &root, &off) || !TYPE_SIZE (TREE_TYPE (ref)))
    return false;
  for (int side = 0; side < 2; side++)
    {
      tree op = side ? gimple_cond_rhs (cond) : gimple_cond_lhs (cond);
      struct max_parts m = { NULL_TREE, 0, NULL_TREE, 0, NULL };
      hash_set<tree> seen;
      if (maximum_of_elements (op, &m, &seen) && m.loads
          && m.root == root && m.off == off
          && tree_int_cst_equal (m.size, TYPE_SIZE (TREE_TYPE (ref))))
        return true;
    }
  return false;
}

/* Rule "array-maximum" across a call (detect-facts.cc,
   caller_array_checks): perform_atomic_semop () walks the array
   __do_semtimedop () checked.  */

/* The array V stands for, as maximum_of_elements names the array a
   maximum is taken over: the declaration of an array V is the address
   of, or the pointer V through copies; NULL_TREE for anything else.  */
tree
array_root (tree v)
{
  v = strip_copies (v);
  if (TREE_CODE (v) == ADDR_EXPR && DECL_P (TREE_OPERAND (v, 0)))
    return TREE_OPERAND (v, 0);
  return TREE_CODE (v) == SSA_NAME ? v : NULL_TREE;
}

/* Where REF, a load of an element's field, reads an array that a
   function walks: *START is the pointer it starts from (an SSA name),
   *OFF the byte offset of the field in the element.  Through a loop's
   cursor ("sop->sem_num" in "for (sop = sops; ...; sop++)"), any
   element; without one, the first element only (*OFF is then the
   offset from *START, which a field of every element matches only in
   the first), as array_maximum_check_p takes it.  */
bool
array_element_load_p (tree ref, tree *start, HOST_WIDE_INT *off)
{
  tree root;
  if (!element_position (ref, &root, off) || TREE_CODE (root) != SSA_NAME
      || !TYPE_SIZE (TREE_TYPE (ref)))
    return false;
  tree from = cursor_start (root);
  *start = strip_copies (from ? from : root);
  return TREE_CODE (*start) == SSA_NAME
         && POINTER_TYPE_P (TREE_TYPE (*start));
}

/* Does OP, one side of a condition, stand for the largest of the fields
   at OFF, of SIZE bits, of the elements of the array ROOT (array_root),
   taken in a loop (the maximum), or for that field of one element read
   through the loop's cursor (a check of each element in turn)?  *HEADER
   is the block of the loop's cursor PHI.  */
bool
element_maximum_p (tree op, tree root, HOST_WIDE_INT off, tree size,
                   basic_block *header)
{
  struct max_parts m = { NULL_TREE, 0, NULL_TREE, 0, NULL };
  hash_set<tree> seen;
  if (!root || !maximum_of_elements (op, &m, &seen) || !m.loads
      || m.root != root || m.off != off || !tree_int_cst_equal (m.size, size))
    return false;
  *header = m.header;
  return true;
}

/* Do the index slice IDX and the condition slice COND share an
   influenced value, and is one of the shared values in COND's slice not
   behind a call?  (Or does COND check the array maximum that bounds an
   element IDX loads: array_maximum_check_p.)  */
enum meeting
slices_meet (struct fn_state *st, struct slice *idx, struct slice *cond)
{
  enum meeting found = MEET_NONE;
  slice_keys (st, idx);
  slice_keys (st, cond);
  for (unsigned i = 0; i < idx->nodes.length (); i++)
    {
      tree x = idx->nodes[i];
      struct value_key kx = idx->keys[i];
      if (!kx.influenced)
        continue;
      /* Only a load or a bit-field extraction can stand for the same
         value as another name (same_value_p), and only for one of the
         same kind and hash; for any other X, name equality is all there
         is to test, and it is much cheaper.  */
      for (unsigned j = 0; j < cond->nodes.length (); j++)
        if (x == cond->nodes[j]
            || (kx.kind != 0 && kx.kind == cond->keys[j].kind
                && kx.hash == cond->keys[j].hash
                && same_value_p (x, cond->nodes[j])))
          {
            if (!cond->behind.contains (cond->nodes[j]))
              return MEET_DIRECT;
            /* Behind a call, only a value handed to it counts (the
               index itself in "is_safe (x)"), not one it was computed
               from: status codes of calls whose arguments share some
               distant ancestor with the index are not checks.  */
            if (cond->call_args.contains (cond->nodes[j]))
              found = MEET_BEHIND;
          }
    }
  if (found == MEET_NONE && cond->branch)
    for (unsigned i = 0; i < idx->nodes.length (); i++)
      if (idx->keys[i].influenced && idx->keys[i].kind == 1
          && array_maximum_check_p (cond->branch, idx->nodes[i]))
        return MEET_DIRECT;
  return found;
}

/* The slice of the operands of BRANCH (a condition or a switch),
   computed once per branch.  */
struct slice *
cond_slice (struct fn_state *st, gimple *branch)
{
  struct slice **slot = st->cond_slices->get (branch);
  if (slot)
    return *slot;
  struct slice *s = XCNEW (struct slice);
  s->branch = branch;
  if (gcond *cond = dyn_cast <gcond *> (branch))
    {
      backward_slice (gimple_cond_lhs (cond), s);
      backward_slice (gimple_cond_rhs (cond), s);
    }
  else
    backward_slice (gimple_switch_index (as_a <gswitch *> (branch)), s);
  st->cond_slices->put (branch, s);
  return s;
}

/* Is V zero: the constant, or a name set to it?  */
static bool
zero_value_p (tree v)
{
  if (TREE_CODE (v) == SSA_NAME)
    if (gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (v)))
      if (gimple_assign_single_p (ga))
        v = gimple_assign_rhs1 (ga);
  return integer_zerop (v);
}

/* The comparison a boolean condition stands for: "b != 0" where
   b = x < n becomes x < n.  Updates *CODE, *LHS and *RHS.  */
void
look_through_flag (enum tree_code *code, tree *lhs, tree *rhs)
{
  for (int depth = 0; depth < 4; depth++)
    {
      if ((*code != NE_EXPR && *code != EQ_EXPR) || !integer_zerop (*rhs)
          || TREE_CODE (*lhs) != SSA_NAME)
        return;
      gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (*lhs));
      if (!ga)
        return;
      enum tree_code inner = gimple_assign_rhs_code (ga);
      if (CONVERT_EXPR_CODE_P (inner) || inner == SSA_NAME)
        {
          *lhs = gimple_assign_rhs1 (ga);
          continue;
        }
      /* "(0 | c) != 0": early GIMPLE keeps the constant half of a
         condition like "(dict == withPrefix64k) || (match >= lowPrefix)"
         once inlining made it false.  */
      if (inner == BIT_IOR_EXPR)
        {
          tree a = gimple_assign_rhs1 (ga), b = gimple_assign_rhs2 (ga);
          if (zero_value_p (a))
            std::swap (a, b);
          if (!zero_value_p (b))
            return;
          *lhs = a;
          continue;
        }
      if (TREE_CODE_CLASS (inner) != tcc_comparison)
        return;
      bool negate = *code == EQ_EXPR;
      *code = inner;
      if (negate)
        {
          *code = invert_tree_comparison
                    (inner, HONOR_NANS (gimple_assign_rhs1 (ga)));
          if (*code == ERROR_MARK)
            return;
        }
      *lhs = gimple_assign_rhs1 (ga);
      *rhs = gimple_assign_rhs2 (ga);
    }
}

/* Is OP (through conversions) one of NODES, or the same value as one
   (same_value_p; STRUCTURAL: equivalent_p, the same computation)?  */
bool
operand_in_p (vec<tree> *nodes, tree op, bool structural)
{
  for (int depth = 0; depth < 4 && TREE_CODE (op) == SSA_NAME; depth++)
    {
      for (unsigned i = 0; i < nodes->length (); i++)
        if (structural ? equivalent_p (op, (*nodes)[i], 0)
                       : same_value_p (op, (*nodes)[i]))
          return true;
      gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (op));
      if (!ga || !(CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (ga))
                   || gimple_assign_rhs_code (ga) == SSA_NAME))
        return false;
      op = gimple_assign_rhs1 (ga);
    }
  return false;
}

/* Is OP (through conversions) a value the index is computed from: a
   node of the index slice IDX?  */
bool
index_operand_p (struct slice *idx, tree op)
{
  return operand_in_p (&idx->nodes, op);
}

/* Are A and B the same computation: the same operation on equivalent
   operands, or loads from equivalent places?  Early GIMPLE (the pass
   runs right after early inlining, before any redundancy elimination)
   recomputes "zvec - gBase[zn]" for the check and again for the load,
   each with its own address and load.  Like same_value_p this assumes
   no store between the two loads: if there is one, the program's own
   check does not hold for the value it uses, mispredicted or not.  */

static bool
equivalent_ref_p (tree ra, tree rb, int depth)
{
  if (TREE_CODE (ra) != TREE_CODE (rb) || TREE_THIS_VOLATILE (ra)
      || TREE_THIS_VOLATILE (rb)
      || !types_compatible_p (TREE_TYPE (ra), TREE_TYPE (rb)))
    return false;
  switch (TREE_CODE (ra))
    {
    case MEM_REF:
      return operand_equal_p (TREE_OPERAND (ra, 1), TREE_OPERAND (rb, 1), 0)
             && equivalent_p (TREE_OPERAND (ra, 0), TREE_OPERAND (rb, 0),
                              depth);
    case ARRAY_REF:
      /* Operands 2 and 3 (lower bound, element size) are usually
         absent.  */
      for (int k = 2; k <= 3; k++)
        if (!TREE_OPERAND (ra, k) != !TREE_OPERAND (rb, k)
            || (TREE_OPERAND (ra, k)
                && !operand_equal_p (TREE_OPERAND (ra, k),
                                     TREE_OPERAND (rb, k), 0)))
          return false;
      return equivalent_p (TREE_OPERAND (ra, 1), TREE_OPERAND (rb, 1),
                              depth)
             && equivalent_ref_p (TREE_OPERAND (ra, 0), TREE_OPERAND (rb, 0),
                                  depth);
    case COMPONENT_REF:
      return TREE_OPERAND (ra, 1) == TREE_OPERAND (rb, 1)
             && equivalent_ref_p (TREE_OPERAND (ra, 0), TREE_OPERAND (rb, 0),
                                  depth);
    default:
      return operand_equal_p (ra, rb, 0);
    }
}

bool
equivalent_p (tree a, tree b, int depth)
{
  if (a == b)
    return true;
  if (TREE_CODE (a) != SSA_NAME || TREE_CODE (b) != SSA_NAME)
    return TREE_CODE (a) != SSA_NAME && TREE_CODE (b) != SSA_NAME
           && operand_equal_p (a, b, 0);
  if (depth > 6 || !types_compatible_p (TREE_TYPE (a), TREE_TYPE (b)))
    return false;
  gassign *da = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (a));
  gassign *db = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (b));
  if (!da || !db
      || gimple_assign_rhs_code (da) != gimple_assign_rhs_code (db)
      || gimple_num_ops (da) != gimple_num_ops (db)
      || gimple_assign_load_p (da) != gimple_assign_load_p (db))
    return false;
  if (gimple_assign_load_p (da))
    return equivalent_ref_p (gimple_assign_rhs1 (da),
                             gimple_assign_rhs1 (db), depth + 1);
  for (unsigned i = 1; i < gimple_num_ops (da); i++)
    if (!equivalent_p (gimple_op (da, i), gimple_op (db, i), depth + 1))
      return false;
  return true;
}

/* The names INDICES are computed from, through PHIs and arithmetic as
   backward_slice walks, without walking past STOP.  False when the walk
   was cut short (SLICE_LIMIT): OUT is then incomplete.  */
bool
slice_without (vec<tree> *indices, tree stop, vec<tree> *out)
{
  auto_vec<tree, 16> work;
  for (unsigned i = 0; i < indices->length (); i++)
    work.safe_push ((*indices)[i]);
  while (!work.is_empty ())
    {
      tree n = work.pop ();
      if (TREE_CODE (n) != SSA_NAME || virtual_operand_p (n)
          || same_value_p (n, stop) || out->contains (n))
        continue;
      if (out->length () >= SLICE_LIMIT)
        return false;
      out->safe_push (n);
      gimple *def = SSA_NAME_DEF_STMT (n);
      if (gphi *phi = dyn_cast <gphi *> (def))
        for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
          work.safe_push (gimple_phi_arg_def (phi, i));
      else if (gassign *ga = dyn_cast <gassign *> (def))
        {
          if (gimple_assign_load_p (ga) || narrowing_p (ga))
            continue;
          for (unsigned i = 1; i < gimple_num_ops (ga); i++)
            work.safe_push (gimple_op (ga, i));
        }
      else if (gcall *call = dyn_cast <gcall *> (def))
        for (unsigned i = 0; i < gimple_call_num_args (call); i++)
          work.safe_push (gimple_call_arg (call, i));
      else if (is_a <gasm *> (def))
        for (unsigned i = 0; i < gimple_asm_ninputs (as_a <gasm *> (def));
             i++)
          work.safe_push (TREE_VALUE (gimple_asm_input_op
                                        (as_a <gasm *> (def), i)));
    }
  return true;
}

/* Free the vectors of S (not S).  */
void
release_slice (struct slice *s)
{
  s->nodes.release ();
  s->behind.release ();
  s->call_args.release ();
  s->near.release ();
  s->keys.release ();
}

/* Free the condition slices cond_slice made, and the map's entries.  */
void
release_cond_slices (hash_map<gimple *, struct slice *> *slices)
{
  for (hash_map<gimple *, struct slice *>::iterator it = slices->begin ();
       it != slices->end (); ++it)
    {
      release_slice ((*it).second);
      free ((*it).second);
    }
}

} /* namespace nospec */
