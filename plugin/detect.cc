/* detect.cc - find Spectre v1 gadgets in a function.

   A site (a load, or a returned pointer) is a gadget when:
   - its address adds an attacker-influenced index to a base (taint.cc);
   - it is control-dependent on a conditional edge whose condition is
     computed from that index or from a value the index is computed from
     (with checks=any: on any conditional edge);
   - and no architectural fact bounds the index inside the object: a
     constant, "i & (2^k - 1)" into a 2^k array, an unsigned char into a
     256-entry table, "h % N" into an N-entry table.  The bound is read off
     the index's own computation, never off value ranges, because GCC's
     ranges for names used after the check are derived FROM the check and
     say nothing under misprediction.

   "Computed from" is decided on backward slices: the SSA names a value is
   computed from through arithmetic, conversions, PHIs and calls, up to
   loads (a load from the same place counts as the same value, so a check
   on *p followed by a load through *p again is seen), and up to
   bit-field extractions (x & C, x >> C, x % C), which are kept as nodes
   but not walked through: "switch (op & 0x7f)" does not check an index
   "(op >> 7) & 0xff" taken from other bits of the same word.  A slice
   stops after SLICE_LIMIT nodes, which keeps the pass linear in the size
   of the function.

   Control dependence comes from GCC's control_dependences (post-dominator
   based), followed transitively; PHIs that merge values from different
   paths (a ternary inside the index) add the guards of their incoming
   edges.

   Example (Kocher's first):

     if (x < array1_size)                 <- guard: slice {x, array1_size}
       temp &= array2[array1[x] * 512];   <- site array1[x]: carrier x

   rewrite.cc then masks x on the true edge of the guard.  */

#include "gcc-compat.h"
#include "nospec-plugin.h"
#include "gadget.h"

namespace nospec {

#define SLICE_LIMIT 48

#define NOSPEC_STR_1(x) #x
#define NOSPEC_STR(x) NOSPEC_STR_1 (x)

/* Per-function state.  */
struct fn_state {
  function *fun;
  bitmap influenced;
  control_dependences *cd;
  hash_map<gimple *, struct slice *> *cond_slices;
  hash_set<use_operand_p> *phi_args_seen;  /* PHI arguments examined */
};

static bool
influenced_p (struct fn_state *st, tree name)
{
  return name && TREE_CODE (name) == SSA_NAME
         && bitmap_bit_p (st->influenced, SSA_NAME_VERSION (name));
}

/* A bit-field extraction: a slice keeps it but does not walk through.  */
static bool
narrowing_p (gassign *ga)
{
  enum tree_code code = gimple_assign_rhs_code (ga);
  return (code == BIT_AND_EXPR || code == RSHIFT_EXPR
          || code == TRUNC_MOD_EXPR)
         && TREE_CODE (gimple_assign_rhs2 (ga)) == INTEGER_CST;
}

/* A PHI that merges values by control flow, not a loop's induction
   variable (whose value the processor computes, never predicts).  */
static bool
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

/* What same_value_p compares of a slice's node, computed once per node:
   slices_meet runs for every guard of every site, and comparing every
   pair of nodes with same_value_p made it the pass's hot spot
   (policy=paranoid on pcre2_match.c).  KIND: 0 a name equal only to
   itself, 1 a load, 2 a bit-field extraction; HASH: of what same_value_p
   compares with operand_equal_p (operands it calls equal hash equally),
   so that only pairs of the same kind and hash need same_value_p.
   INFLUENCED: influenced_p under the fn_state of the first slices_meet
   (an index slice lives within one examine_* call and one fn_state; for
   condition slices, which two fn_states share, it is not used).  */
struct value_key {
  hashval_t hash;
  unsigned char kind;
  bool influenced;
};

/* A backward slice: the names a value is computed from.  BEHIND holds
   those reached only through a call result: values that may encode a
   branch outcome inside the callee (an "is_safe (x)" call), which a mask
   cannot be computed from.  (__builtin_expect is no such call.)  */
struct slice {
  vec<tree> nodes;
  vec<tree> behind;
  vec<tree> call_args;  /* names passed by value to such a call */
  vec<tree> near;       /* index slices only: the names the index is
                           computed from by arithmetic alone, without a
                           PHI, load or call between (near_slice) */
  bool one_root;        /* one index: near[0] is the index itself */
  vec<value_key> keys;  /* slices_meet's view of each node, filled lazily */
};

/* A call to __builtin_expect or its relatives: the value of its first
   argument, with a hint for the branch predictor.  */
static bool
expect_call_p (gcall *call)
{
  if (gimple_call_internal_p (call))
    return gimple_call_internal_fn (call) == IFN_BUILTIN_EXPECT
           && gimple_call_num_args (call) >= 1;
  return (gimple_call_builtin_p (call, BUILT_IN_EXPECT)
          || gimple_call_builtin_p (call, BUILT_IN_EXPECT_WITH_PROBABILITY))
         && gimple_call_num_args (call) >= 1;
}

/* Add to OUT the backward slice of NAME.  */
static void
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
        }
    }
}

/* Add to OUT->near the names NAME is computed from by arithmetic and
   conversions alone: the walk stops at a PHI, a load, a bit-field
   extraction and a call (their results are kept).  A check of one of
   these names tests the index's own value in this iteration.  */
static void
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
static bool
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
static bool
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

enum meeting { MEET_NONE, MEET_BEHIND, MEET_DIRECT };

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

/* Do the index slice IDX and the condition slice COND share an
   influenced value, and is one of the shared values in COND's slice not
   behind a call?  */
static enum meeting
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
  return found;
}

/* The slice of the operands of BRANCH (a condition or a switch),
   computed once per branch.  */
static struct slice *
cond_slice (struct fn_state *st, gimple *branch)
{
  struct slice **slot = st->cond_slices->get (branch);
  if (slot)
    return *slot;
  struct slice *s = XCNEW (struct slice);
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
  if (meet == MEET_BEHIND)
    return false;
  return !slice_has_control_p (cond_slice (st, cond));
}

/* Every path from the entry to BB passes E.  */
static bool
edge_dominates_p (edge e, basic_block bb)
{
  return single_pred_p (e->dest)
         && dominated_by_p (CDI_DOMINATORS, bb, e->dest);
}

/* ---- Carriers: where the index enters an address.  ---- */

/* The largest value NAME can have from its own computation, or -1 when
   unknown (or possibly negative).  */
static HOST_WIDE_INT
syntactic_max (tree name, int depth)
{
  tree type = TREE_TYPE (name);
  if (TREE_CODE (name) == INTEGER_CST)
    return tree_fits_shwi_p (name) && tree_to_shwi (name) >= 0
           ? tree_to_shwi (name) : -1;
  if (TREE_CODE (name) != SSA_NAME || depth > 6 || !INTEGRAL_TYPE_P (type))
    return -1;
  if (TYPE_UNSIGNED (type) && TYPE_PRECISION (type) <= 16)
    return (HOST_WIDE_INT) ((1 << TYPE_PRECISION (type)) - 1);
  gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (name));
  if (!ga)
    return -1;
  tree op1 = gimple_assign_rhs1 (ga);
  tree op2 = gimple_num_ops (ga) > 2 ? gimple_assign_rhs2 (ga) : NULL_TREE;
  HOST_WIDE_INT a, b;
  switch (gimple_assign_rhs_code (ga))
    {
    CASE_CONVERT:
      /* Widening keeps the bound; narrowing to an unsigned type caps it.  */
      a = syntactic_max (op1, depth + 1);
      if (a >= 0 && TYPE_PRECISION (TREE_TYPE (op1)) <= TYPE_PRECISION (type))
        return a;
      return -1;
    case BIT_AND_EXPR:
      a = syntactic_max (op1, depth + 1);
      b = syntactic_max (op2, depth + 1);
      if (a >= 0 && b >= 0)
        return MIN (a, b);
      return MAX (a, b) >= 0 && TREE_CODE (op2) == INTEGER_CST
             ? syntactic_max (op2, depth + 1) : (a >= 0 ? a : -1);
    case TRUNC_MOD_EXPR:
      if (TYPE_UNSIGNED (type) && TREE_CODE (op2) == INTEGER_CST
          && tree_fits_shwi_p (op2) && tree_to_shwi (op2) > 0)
        return tree_to_shwi (op2) - 1;
      return -1;
    case RSHIFT_EXPR:
      if (TYPE_UNSIGNED (type) && tree_fits_uhwi_p (op2)
          && TYPE_PRECISION (type) <= HOST_BITS_PER_WIDE_INT - 1)
        {
          unsigned HOST_WIDE_INT k = tree_to_uhwi (op2);
          a = syntactic_max (op1, depth + 1);
          if (a < 0)
            a = (HOST_WIDE_INT) ((HOST_WIDE_INT_1U << TYPE_PRECISION (type))
                                 - 1);
          return k < HOST_BITS_PER_WIDE_INT ? a >> k : 0;
        }
      return -1;
    case MULT_EXPR:
      a = syntactic_max (op1, depth + 1);
      b = syntactic_max (op2, depth + 1);
      if (a >= 0 && b >= 0 && (b == 0 || a <= HOST_WIDE_INT_MAX / b / 2))
        return a * b;
      return -1;
    case MIN_EXPR:
      a = syntactic_max (op1, depth + 1);
      b = syntactic_max (op2, depth + 1);
      if (a >= 0 && b >= 0)
        return MIN (a, b);
      return -1;
    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
      /* "(crc >> 24) ^ c" with c a byte: no bit above the highest bit
         either operand can have (a CRC table lookup).  */
      a = syntactic_max (op1, depth + 1);
      b = syntactic_max (op2, depth + 1);
      if (a < 0 || b < 0)
        return -1;
      a = MAX (a, b);
      return a == 0 ? 0
             : (HOST_WIDE_INT) ((HOST_WIDE_INT_1U << (floor_log2 (a) + 1))
                                - 1);
    case PLUS_EXPR:
      a = syntactic_max (op1, depth + 1);
      b = syntactic_max (op2, depth + 1);
      /* Only where the sum cannot wrap in TYPE.  */
      if (a >= 0 && b >= 0 && a <= HOST_WIDE_INT_MAX / 4
          && b <= HOST_WIDE_INT_MAX / 4
          && tree_fits_shwi_p (TYPE_MAX_VALUE (type))
          && a + b <= tree_to_shwi (TYPE_MAX_VALUE (type)))
        return a + b;
      return -1;
    default:
      return -1;
    }
}

/* Is INDEX, used in ARRAY_REF REF, bounded inside the array by its own
   computation?  */
static bool
index_bounded_p (tree ref, tree index)
{
  tree up = array_ref_up_bound (ref);
  tree low = array_ref_low_bound (ref);
  if (!up || !tree_fits_shwi_p (up) || !integer_zerop (low))
    return false;
  HOST_WIDE_INT max = syntactic_max (index, 0);
  return max >= 0 && max <= tree_to_shwi (up);
}

/* Is byte offset OFF from the start of decl BASE bounded inside it?  */
static bool
offset_bounded_p (tree base, tree off, tree access_type)
{
  if (TREE_CODE (base) != ADDR_EXPR)
    return false;
  tree obj = TREE_OPERAND (base, 0);
  if (!DECL_P (obj) || !DECL_SIZE_UNIT (obj)
      || !tree_fits_shwi_p (DECL_SIZE_UNIT (obj)))
    return false;
  HOST_WIDE_INT size = tree_to_shwi (DECL_SIZE_UNIT (obj));
  HOST_WIDE_INT max = syntactic_max (off, 0);
  HOST_WIDE_INT access = 1;
  if (access_type && TYPE_SIZE_UNIT (access_type)
      && tree_fits_shwi_p (TYPE_SIZE_UNIT (access_type)))
    access = tree_to_shwi (TYPE_SIZE_UNIT (access_type));
  return max >= 0 && max + access <= size;
}

/* Collect the influenced index-side names that pointer PTR is computed
   with: offsets added to it, indices of arrays whose element address it
   is.  Stops at the base: a load, a parameter, a PHI.  Sets *BOUNDED to
   false when one of them is not bounded inside its object.  Returns the
   object (for messages).  */
static tree
pointer_indices (struct fn_state *st, tree ptr, tree access_type,
                 vec<tree> *indices, bool *bounded)
{
  tree object = ptr;
  for (int depth = 0; depth < 8 && TREE_CODE (ptr) == SSA_NAME; depth++)
    {
      object = ptr;
      gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (ptr));
      if (!ga)
        break;
      enum tree_code code = gimple_assign_rhs_code (ga);
      if (code == POINTER_PLUS_EXPR)
        {
          tree base = gimple_assign_rhs1 (ga);
          tree off = gimple_assign_rhs2 (ga);
          if (influenced_p (st, off))
            {
              indices->safe_push (off);
              if (!offset_bounded_p (base, off, access_type))
                *bounded = false;
            }
          ptr = base;
          access_type = NULL_TREE;
          continue;
        }
      if (CONVERT_EXPR_CODE_P (code) || code == SSA_NAME)
        {
          ptr = gimple_assign_rhs1 (ga);
          continue;
        }
      if (code == ADDR_EXPR)
        {
          tree ref = TREE_OPERAND (gimple_assign_rhs1 (ga), 0);
          for (; handled_component_p (ref); ref = TREE_OPERAND (ref, 0))
            if (TREE_CODE (ref) == ARRAY_REF
                && influenced_p (st, TREE_OPERAND (ref, 1)))
              {
                indices->safe_push (TREE_OPERAND (ref, 1));
                if (!index_bounded_p (ref, TREE_OPERAND (ref, 1)))
                  *bounded = false;
              }
          if (TREE_CODE (ref) == MEM_REF)
            return pointer_indices (st, TREE_OPERAND (ref, 0), NULL_TREE,
                                    indices, bounded);
          return ref;
        }
      break;
    }
  if (TREE_CODE (object) == SSA_NAME && SSA_NAME_VAR (object))
    return SSA_NAME_VAR (object);
  return object;
}

/* Fill S's carriers from memory reference REF (the operand at *SLOT) and
   INDICES with the influenced index-side names.  */
static void
ref_carriers (struct fn_state *st, site *s, tree *slot,
              vec<tree> *indices, bool *bounded)
{
  tree access_type = TREE_TYPE (*slot);
  for (tree *p = slot; ; p = &TREE_OPERAND (*p, 0))
    {
      tree ref = *p;
      if (TREE_CODE (ref) == ARRAY_REF || TREE_CODE (ref) == ARRAY_RANGE_REF)
        {
          tree idx = TREE_OPERAND (ref, 1);
          if (influenced_p (st, idx) && s->ncarriers < MAX_CARRIERS)
            {
              s->carrier[s->ncarriers++] = &TREE_OPERAND (ref, 1);
              indices->safe_push (idx);
              tree base = get_base_address (ref);
              if (base && DECL_P (base) && array_ref_up_bound (ref)
                  && TREE_CODE (array_ref_up_bound (ref)) == INTEGER_CST)
                s->known_extent = true;
              if (!index_bounded_p (ref, idx))
                *bounded = false;
              if (!s->object)
                s->object = TREE_OPERAND (ref, 0);
            }
          continue;
        }
      if (handled_component_p (ref))
        continue;
      if ((TREE_CODE (ref) == MEM_REF || TREE_CODE (ref) == TARGET_MEM_REF)
          && TREE_CODE (TREE_OPERAND (ref, 0)) == SSA_NAME)
        {
          unsigned before = indices->length ();
          tree obj = pointer_indices (st, TREE_OPERAND (ref, 0), access_type,
                                      indices, bounded);
          if (indices->length () > before && s->ncarriers < MAX_CARRIERS)
            {
              gassign *def = dyn_cast <gassign *>
                               (SSA_NAME_DEF_STMT (TREE_OPERAND (ref, 0)));
              if (indices->length () == before + 1 && def
                  && gimple_assign_rhs_code (def) == POINTER_PLUS_EXPR
                  && gimple_assign_rhs2 (def) == (*indices)[before])
                s->offset_carriers |= 1u << s->ncarriers;
              s->carrier[s->ncarriers++] = &TREE_OPERAND (ref, 0);
              if (!s->object)
                s->object = obj;
            }
        }
      else if (DECL_P (ref) && !s->object)
        s->object = ref;
      break;
    }
}

/* ---- Where a statement came from: attributes survive inlining.  ---- */

/* The function whose body STMT was written in (an inlined callee, or
   FUN itself).  */
tree
origin_fn (function *fun, gimple *stmt)
{
  for (tree block = gimple_block (stmt);
       block && TREE_CODE (block) == BLOCK;
       block = BLOCK_SUPERCONTEXT (block))
    if (inlined_function_outer_scope_p (block))
      {
        tree origin = block_ultimate_origin (block);
        if (origin && TREE_CODE (origin) == FUNCTION_DECL)
          return origin;
      }
  return fun->decl;
}

/* Rule "init-code" (init=skip): one-shot start-up code.  */
static bool
init_code_skipped_p (tree fndecl)
{
  return opts.init == RULE_ON && init_code_p (fndecl);
}

static bool
site_in_scope (function *fun, gimple *stmt)
{
  tree origin = origin_fn (fun, stmt);
  if (fn_skipped (origin) || init_code_skipped_p (origin))
    return false;
  if (opts.scope == SCOPE_ANNOTATED)
    return fn_opted_in (origin) || fn_opted_in (fun->decl);
  return true;
}

/* ---- Guards.  ---- */

/* ---- The rules of the gadget model (policy=precise).  ---- */

/* Is V computed from NAME by adding or subtracting a step that does not
   change within LOOP (a constant, or a value defined outside it), through
   conversions?  */
static bool
steps_from_p (struct fn_state *st, tree v, tree name, struct loop *loop,
              int depth)
{
  if (v == name)
    return true;
  if (TREE_CODE (v) != SSA_NAME || depth > 4)
    return false;
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
   around the loop it comes back stepped by an invariant amount, or as
   the result of an iterator call handed the counter (find_next_bit)?
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
static bool
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
      if (exits && loop_counter_p (st, phi, loop))
        return true;
    }
  return false;
}

/* The comparison a boolean condition stands for: "b != 0" where
   b = x < n becomes x < n.  Updates *CODE, *LHS and *RHS.  */
static void
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

static bool equivalent_p (tree a, tree b, int depth);

/* Is OP (through conversions) one of NODES, or the same value as one
   (same_value_p; STRUCTURAL: equivalent_p, the same computation)?  */
static bool
operand_in_p (vec<tree> *nodes, tree op, bool structural = false)
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
static bool
index_operand_p (struct slice *idx, tree op)
{
  return operand_in_p (&idx->nodes, op);
}

/* Rule "one-sided" (onesided=skip): does the check on edge E bound the
   index from above on E?  "x < n", "n >= x", "x == c" and "(x & m) == x"
   do; "x > 0", "x != C", "!n" (taken when n != 0) and a switch's default
   edge do not: under misprediction they let through at most the element
   next to the object, not one the attacker chooses.  Conditions whose
   shape says nothing (a flag from a call) count as bounds.  */
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

static bool
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

static bool
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

#define BOUNDS_UPPER 1u
#define BOUNDS_LOWER 2u
#define BOUNDS_NEAR 4u   /* tests the index's own value */
#define BOUNDS_ROOT 8u   /* tests the index itself (the only one) */

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
static void
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
static void
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

/* The names INDICES are computed from, through PHIs and arithmetic as
   backward_slice walks, without walking past STOP.  False when the walk
   was cut short (SLICE_LIMIT): OUT is then incomplete.  */
static bool
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

/* Add edge E as a guard of S if its condition is a check on the index
   (always, with checks=any).  USE_BB is where S's value is used: a mask
   guard must dominate it.  ON_SITE_EDGE: S sits on E itself (a PHI
   argument coming in on E), which E trivially dominates.  */
/* Is COND computed from attacker data, as data: not a NULL test, and
   not a status code out of a call or a merge of branch outcomes (those
   are checks made elsewhere, which no mask computed here can stand
   for)?  */
static bool
tainted_condition_p (struct fn_state *st, gcond *cond)
{
  if (POINTER_TYPE_P (TREE_TYPE (gimple_cond_lhs (cond)))
      && integer_zerop (gimple_cond_rhs (cond)))
    return false;
  struct slice *cs = cond_slice (st, cond);
  if (slice_has_control_p (cs))
    return false;
  for (unsigned i = 0; i < cs->nodes.length (); i++)
    if (influenced_p (st, cs->nodes[i]))
      return true;
  return false;
}

static void
add_guard (struct fn_state *st, site *s, struct slice *idx_slice, edge e,
           basic_block use_bb, bool on_site_edge, bool direct)
{
  gimple *last = bb_last_stmt (e->src);
  gcond *cond = safe_dyn_cast <gcond *> (last);
  gswitch *sw = safe_dyn_cast <gswitch *> (last);
  if (!cond && !sw)
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
     check is a separate "is safe" flag).  */
  if (meet == MEET_NONE && opts.checks != CHECKS_ANY
      && !(opts.checks == CHECKS_CONTROL && direct && cond
           && s->known_extent && tainted_condition_p (st, cond)))
    return;
  /* The rules apply to checks of the index, not to flag guards.  */
  if (meet != MEET_NONE)
    {
      const char *rule = NULL;
      if (opts.loops == RULE_ON && loop_counter_test_p (st, idx_slice, e, cond))
        rule = "loop-counter";
      else if (opts.onesided == RULE_ON
               && !bounds_from_above_p (st, idx_slice, e, last, meet))
        rule = "one-sided";
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
  else if (!mask_guard_ok_p (st, cond, meet))
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

/* Walk the control dependences of BB transitively, adding guards.  */
static void
collect_guards (struct fn_state *st, site *s, struct slice *idx_slice,
                basic_block bb, basic_block use_bb)
{
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
        }
    }
}

/* ---- Sites.  ---- */

/* Guards of S, whose index-side values are INDICES, used in USE_BB (or on
   SITE_EDGE).  Returns false when S is no gadget.  */
static bool
find_guards (struct fn_state *st, site *s, vec<tree> *indices,
             basic_block use_bb, edge site_edge, struct slice *idx_slice)
{
  for (unsigned i = 0; i < indices->length (); i++)
    {
      backward_slice ((*indices)[i], idx_slice);
      near_slice ((*indices)[i], idx_slice);
    }
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

void
free_site (site *s)
{
  free (s->guards);
  s->guards = NULL;
  s->nguards = s->guards_alloc = 0;
}

static void
init_site (site *s, gimple *stmt, edge phi_edge, unsigned phi_arg)
{
  memset (s, 0, sizeof *s);
  s->stmt = stmt;
  s->phi_edge = phi_edge;
  s->phi_arg = phi_arg;
  s->loc = phi_edge ? gimple_phi_arg_location (as_a <gphi *> (stmt), phi_arg)
                    : gimple_location (stmt);
}

/* A value merged by PHI (argument ARG) into the index of a load: the
   ternary inside the index, "a[x < n ? x + 1 : 0]".  Under misprediction
   the in-bounds arm's value arrives at the load; masking it on its
   incoming edge, where its check dominates, protects every load it
   reaches.  LOAD_SITE gives the location and names for messages.  */
static void
examine_phi_value (struct fn_state *st, gphi *phi, unsigned arg,
                   site *load_site, bool lower_only, vec<site> *sites)
{
  tree value = gimple_phi_arg_def (phi, arg);
  edge e = gimple_phi_arg_edge (phi, arg);
  /* Nothing can be inserted on an abnormal edge (computed goto, setjmp):
     examine_site fences the load for those.  */
  if (!influenced_p (st, value) || e->src->index < NUM_FIXED_BLOCKS
      || (e->flags & EDGE_ABNORMAL)
      || !(INTEGRAL_TYPE_P (TREE_TYPE (value))
           || POINTER_TYPE_P (TREE_TYPE (value)))
      || TYPE_PRECISION (TREE_TYPE (value)) > POINTER_SIZE
      || st->phi_args_seen->add (gimple_phi_arg_imm_use_ptr (phi, arg)))
    return;

  site s;
  init_site (&s, phi, e, arg);
  s.carrier[s.ncarriers++] = gimple_phi_arg_def_ptr (phi, arg);
  auto_vec<tree, 1> indices;
  indices.safe_push (value);
  struct slice idx_slice = { vNULL, vNULL, vNULL, vNULL };
  bool found = find_guards (st, &s, &indices, e->src, e, &idx_slice);
  if (found && lower_only)
    {
      /* The load's own checks bound its index from above: this value
         needs a mask only for a check on its own arm that bounds it
         from below ("x >= 0 ? x : 0").  */
      bool *keep = XALLOCAVEC (bool, s.nguards);
      for (unsigned i = 0; i < s.nguards; i++)
        keep[i] = s.guards[i].dominates
                  && (s.guards[i].sides & BOUNDS_LOWER);
      s.too_many_guards = false;
      keep_guards (&s, keep);
      found = s.nguards > 0;
    }
  if (found)
    {
      s.loc = load_site->loc;
      s.object = load_site->object;
      s.index = display_expr (value);
      sites->safe_push (s);
    }
  else
    free_site (&s);
  idx_slice.nodes.release ();
  idx_slice.behind.release ();
  idx_slice.call_args.release ();
  idx_slice.near.release ();
  idx_slice.keys.release ();
}

/* Was V masked right before its use in BB by the first instance of the
   pass with a mask carried to a join?  Such a mask leaves V influenced
   (taint.cc), so the late instance would find the site again.  An AND in
   another block is an earlier site's, not this one's.  */
static bool
join_masked_p (tree v, basic_block bb, unsigned depth)
{
  if (TREE_CODE (v) != SSA_NAME || depth > 4)
    return false;
  gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (v));
  if (!ga || gimple_bb (ga) != bb)
    return false;
  enum tree_code code = gimple_assign_rhs_code (ga);
  if (code == BIT_AND_EXPR)
    return mask_output_p (gimple_assign_rhs1 (ga), true)
           || mask_output_p (gimple_assign_rhs2 (ga), true);
  if (CONVERT_EXPR_CODE_P (code) || code == SSA_NAME)
    return join_masked_p (gimple_assign_rhs1 (ga), bb, depth + 1);
  if (code == PLUS_EXPR || code == POINTER_PLUS_EXPR || code == MULT_EXPR
      || code == MINUS_EXPR)
    return join_masked_p (gimple_assign_rhs1 (ga), bb, depth + 1)
           || join_masked_p (gimple_assign_rhs2 (ga), bb, depth + 1);
  return false;
}

static bool examine_guards (struct fn_state *st, site *sp,
                            vec<tree> *indices_p, vec<site> *sites,
                            const char **dropped);

/* Examine the memory reference at SLOT of STMT (POINTER: SLOT holds a
   returned pointer) and add it to SITES if it is a gadget.  Returns
   whether it is one; if not and a rule dropped a check that would have
   made it one, sets *DROPPED to the rule's name.  */
static bool
examine_site (struct fn_state *st, gimple *stmt, tree *slot, bool pointer,
              edge phi_edge, unsigned phi_arg, vec<site> *sites,
              const char **dropped = NULL)
{
  site s;
  init_site (&s, stmt, phi_edge, phi_arg);

  auto_vec<tree, 4> indices;
  bool bounded = true;
  if (pointer)
    {
      tree obj = pointer_indices (st, *slot, NULL_TREE, &indices, &bounded);
      if (!indices.is_empty ())
        {
          s.carrier[s.ncarriers++] = slot;
          s.object = obj;
        }
    }
  else
    ref_carriers (st, &s, slot, &indices, &bounded);
  if (s.ncarriers == 0 || bounded)
    return false;
  return examine_guards (st, &s, &indices, sites, dropped);
}

/* The rest of examine_site, once S's carriers and INDICES are known:
   find S's guards and, when it has some, add it to SITES.  */
static bool
examine_guards (struct fn_state *st, site *sp, vec<tree> *indices_p,
                vec<site> *sites, const char **dropped)
{
  site &s = *sp;
  vec<tree> &indices = *indices_p;
  gimple *stmt = s.stmt;
  edge phi_edge = s.phi_edge;
  for (unsigned i = 0; i < s.ncarriers; i++)
    if (join_masked_p (*s.carrier[i], gimple_bb (stmt), 0))
      return false;
  if (s.object && TREE_CODE (s.object) == SSA_NAME)
    s.object = display_expr (s.object);

  struct slice idx_slice = { vNULL, vNULL, vNULL, vNULL };
  basic_block use_bb = phi_edge ? phi_edge->src : gimple_bb (stmt);
  find_guards (st, &s, indices_p, use_bb, phi_edge, &idx_slice);

  /* Values merged into the index by a PHI have guards of their own: they
     are masked on their incoming edge, except over an abnormal edge,
     whose guards make this site a fence site instead.  Not needed when
     the checks of the index itself bound it at the access: their mask
     covers whatever value arrives (a state machine's loop merges every
     variable, and would get a mask on every edge).  */
  for (unsigned i = 0; i < idx_slice.nodes.length () && !s.near_bounded;
       i++)
    if (gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (idx_slice.nodes[i])))
      if (merge_phi_p (phi))
        for (unsigned j = 0; j < gimple_phi_num_args (phi); j++)
          {
            edge e = gimple_phi_arg_edge (phi, j);
            if ((e->flags & EDGE_ABNORMAL)
                && e->src->index >= NUM_FIXED_BLOCKS)
              collect_guards (st, &s, &idx_slice, e->src, NULL);
            else
              examine_phi_value (st, phi, j, &s, s.near_upper, sites);
          }
  if (!s.near_upper)
    keep_nearest_guards (&s);
  bool found = s.nguards > 0 || s.too_many_guards;
  if (found)
    {
      s.index = display_expr (indices[0]);
      sites->safe_push (s);
    }
  else if (dropped)
    *dropped = s.dropped_by;
  idx_slice.nodes.release ();
  idx_slice.behind.release ();
  idx_slice.call_args.release ();
  idx_slice.near.release ();
  idx_slice.keys.release ();
  return found;
}

/* Operand N of AS, counting outputs first as the template does.  */
static tree
asm_operand_n (gasm *as, unsigned n)
{
  unsigned nout = gimple_asm_noutputs (as);
  if (n < nout)
    return gimple_asm_output_op (as, n);
  if (n - nout < gimple_asm_ninputs (as))
    return gimple_asm_input_op (as, n - nout);
  return NULL_TREE;
}

/* An x86 bit test on memory with a register bit offset (sequences.cc,
   bit_test_asm_p): Linux's test_bit () on a value that is not a
   constant is "bt %2,%1" on the bitmap, and the instruction reads the
   byte at the bitmap plus offset / 8, so an attacker's offset past a
   bounds check reads where the attacker chooses.  The offset is the
   site's carrier (an input of the asm: its mask is applied there); an
   offset whose own computation keeps it inside the memory operand
   ("nr & 63" on one word) is no gadget.  */
static bool
examine_bit_test (struct fn_state *st, gasm *as, vec<site> *sites,
                  const char **dropped)
{
  unsigned bit_op, base_op;
  bool store;
  if (!bit_test_asm_p (as, &bit_op, &base_op, &store)
      || bit_op < gimple_asm_noutputs (as))
    return false;
  tree bit = asm_operand_n (as, bit_op);
  tree base = asm_operand_n (as, base_op);
  if (!bit || !base || TREE_CODE (TREE_VALUE (bit)) != SSA_NAME
      || !REFERENCE_CLASS_P (TREE_VALUE (base))
      || !influenced_p (st, TREE_VALUE (bit))
      || (store && opts.stores != RULE_ON))
    return false;
  tree mem = TREE_VALUE (base);
  tree size = TYPE_SIZE (TREE_TYPE (mem));
  HOST_WIDE_INT max = syntactic_max (TREE_VALUE (bit), 0);
  if (max >= 0 && size && tree_fits_uhwi_p (size)
      && (unsigned HOST_WIDE_INT) max < tree_to_uhwi (size))
    return false;

  site s;
  init_site (&s, as, NULL, 0);
  s.carrier[s.ncarriers++] = &TREE_VALUE (bit);
  s.store = store;
  tree addr = get_base_address (mem);
  s.object = addr && (TREE_CODE (addr) == MEM_REF
                      || TREE_CODE (addr) == TARGET_MEM_REF)
             ? TREE_OPERAND (addr, 0) : addr;
  auto_vec<tree, 1> indices;
  indices.safe_push (TREE_VALUE (bit));
  return examine_guards (st, &s, &indices, sites, dropped);
}

/* Is the value LOAD defines only used ANDed with a nospec mask (the
   first run of the pass hardened it with strategy=load)?  */
static bool
value_already_masked_p (gimple *load)
{
  tree lhs = gimple_get_lhs (load);
  use_operand_p use_p;
  gimple *use_stmt;
  if (!lhs || TREE_CODE (lhs) != SSA_NAME
      || !single_imm_use (lhs, &use_p, &use_stmt))
    return false;
  gassign *ga = dyn_cast <gassign *> (use_stmt);
  if (ga && CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (ga)))
    {
      if (!single_imm_use (gimple_assign_lhs (ga), &use_p, &use_stmt))
        return false;
      ga = dyn_cast <gassign *> (use_stmt);
    }
  return ga && gimple_assign_rhs_code (ga) == BIT_AND_EXPR
         && (mask_output_p (gimple_assign_rhs1 (ga), true)
             || mask_output_p (gimple_assign_rhs2 (ga), true));
}

/* Would the reference at SLOT of STMT be a gadget under ST's influence
   with the rules off (the census asks what the rules dropped)?  */
static bool
probe_site (struct fn_state *st, gimple *stmt, tree *slot)
{
  enum rule_setting loops = opts.loops, onesided = opts.onesided;
  hash_set<use_operand_p> *seen = st->phi_args_seen;
  hash_set<use_operand_p> scratch_seen;
  auto_vec<site> scratch;
  opts.loops = opts.onesided = RULE_OFF;
  st->phi_args_seen = &scratch_seen;
  bool found = examine_site (st, stmt, slot, false, NULL, 0, &scratch);
  for (unsigned i = 0; i < scratch.length (); i++)
    free_site (&scratch[i]);
  st->phi_args_seen = seen;
  opts.loops = loops;
  opts.onesided = onesided;
  return found;
}

/* The reference at SLOT of STMT goes through a pointer merged from
   element addresses computed on each arm of an if/else, each arm with
   its own check (drm_ioctl: "ioctl = &driver_table[i]" or
   "ioctl = &core_table[nr]", then ioctl->cmd after the join).  Each
   PHI argument is a pointer site on its incoming edge, as a returned
   pointer is; its mask there covers every use after the join.  Returns
   whether one was found.  */
static bool
examine_merged_pointer (struct fn_state *st, gimple *stmt, tree *slot,
                        vec<site> *sites)
{
  tree base = get_base_address (*slot);
  if (!base || (TREE_CODE (base) != MEM_REF
                && TREE_CODE (base) != TARGET_MEM_REF)
      || TREE_CODE (TREE_OPERAND (base, 0)) != SSA_NAME)
    return false;
  gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (TREE_OPERAND (base, 0)));
  if (!phi || !merge_phi_p (phi))
    return false;
  unsigned first = sites->length ();
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    if (TREE_CODE (gimple_phi_arg_def (phi, i)) == SSA_NAME
        && !(gimple_phi_arg_edge (phi, i)->flags & EDGE_ABNORMAL)
        && !st->phi_args_seen->add (gimple_phi_arg_imm_use_ptr (phi, i)))
      examine_site (st, phi, gimple_phi_arg_def_ptr (phi, i), true,
                    gimple_phi_arg_edge (phi, i), i, sites);
  for (unsigned i = first; i < sites->length (); i++)
    (*sites)[i].loc = gimple_location (stmt);
  return sites->length () > first;
}

/* Examine the load or store at SLOT of STMT; with stats=FILE, say which
   rule dropped it when the broad model (ST_ALL, or ST) would have found
   it.  INIT: STMT is in one-shot code that the init rule skips.  */
static void
consider_site (struct fn_state *st, struct fn_state *st_all, gimple *stmt,
               tree *slot, bool store, bool init, vec<site> *sites)
{
  location_t loc = gimple_location (stmt);
  const char *fname = function_name (st->fun);
  if (init)
    {
      if (probe_site (st_all ? st_all : st, stmt, slot))
        census_line ("drop", loc, fname, "init-code");
      return;
    }
  unsigned before = sites->length ();
  const char *dropped = NULL;
  bool found = examine_site (st, stmt, slot, false, NULL, 0, sites, &dropped);
  if (!found)
    found = examine_merged_pointer (st, stmt, slot, sites);
  for (unsigned i = before; i < sites->length (); i++)
    (*sites)[i].store = store;
  if (found || !opts.stats_file)
    return;
  if (dropped)
    census_line ("drop", loc, fname, dropped);
  else if (st_all && probe_site (st_all, stmt, slot))
    census_line ("drop", loc, fname, "untainted");
}

void
find_sites (function *fun, vec<site> *sites)
{
  struct fn_state st;
  auto_bitmap influenced;
  hash_map<gimple *, struct slice *> cond_slices;
  hash_set<use_operand_p> phi_args_seen;

  st.fun = fun;
  st.influenced = influenced;
  st.cond_slices = &cond_slices;
  st.phi_args_seen = &phi_args_seen;
  compute_influence (fun, influenced);

  /* For the census (stats=FILE) under taint=sources: what the broad
     model would call influenced, to count what the sources dropped.  */
  struct fn_state st_all;
  auto_bitmap influenced_all;
  hash_set<use_operand_p> phi_args_seen_all;
  bool census_taint = opts.stats_file && opts.taint == TAINT_SOURCES;
  if (census_taint)
    {
      opts.taint = TAINT_ALL;
      compute_influence (fun, influenced_all);
      opts.taint = TAINT_SOURCES;
      st_all = st;
      st_all.influenced = influenced_all;
      st_all.phi_args_seen = &phi_args_seen_all;
    }
  if (bitmap_empty_p (influenced)
      && (!census_taint || bitmap_empty_p (influenced_all)))
    return;
  /* From here on the influence sets are only queried, bit by bit and in
     no useful order: the tree view answers in logarithmic time, where
     the list view walks a list as long as the function (quadratic on one
     huge function).  */
  bitmap_tree_view (influenced);
  if (census_taint)
    bitmap_tree_view (influenced_all);

  calculate_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_POST_DOMINATORS);
  st.cd = new control_dependences ();
  st_all.cd = st.cd;
  struct fn_state *all = census_taint ? &st_all : NULL;

  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      {
        gimple *stmt = gsi_stmt (gsi);
        if (gassign *ga = dyn_cast <gassign *> (stmt))
          {
            if (!gimple_vuse (ga) || !gimple_assign_single_p (ga))
              continue;
            bool init = false;
            if (!site_in_scope (fun, stmt))
              {
                /* The census still counts what the init rule drops.  */
                tree origin = origin_fn (fun, stmt);
                if (!opts.stats_file || fn_skipped (origin)
                    || !init_code_skipped_p (origin))
                  continue;
                init = true;
              }
            tree *rhs = gimple_assign_rhs1_ptr (ga);
            if (REFERENCE_CLASS_P (*rhs) && !DECL_P (*rhs)
                && !value_already_masked_p (stmt))
              consider_site (&st, all, stmt, rhs, false, init, sites);
            /* Spectre v1.1: a store through a checked index can
               overwrite what later speculative code uses (a return
               address, a function pointer).  */
            tree *lhs = gimple_assign_lhs_ptr (ga);
            if (opts.stores == RULE_ON && gimple_vdef (ga)
                && REFERENCE_CLASS_P (*lhs) && !DECL_P (*lhs))
              consider_site (&st, all, stmt, lhs, true, init, sites);
          }
        else if (gasm *as = dyn_cast <gasm *> (stmt))
          {
            if (site_in_scope (fun, stmt))
              examine_bit_test (&st, as, sites, NULL);
          }
        else if (greturn *ret = dyn_cast <greturn *> (stmt))
          {
            tree val = gimple_return_retval (ret);
            if (!val || TREE_CODE (val) != SSA_NAME
                || !POINTER_TYPE_P (TREE_TYPE (val))
                || !site_in_scope (fun, stmt))
              continue;
            /* The usual shape: the returns merged into one PHI.  */
            gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (val));
            if (phi && gimple_bb (phi) == bb && merge_phi_p (phi))
              {
                unsigned first = sites->length ();
                for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
                  if (TREE_CODE (gimple_phi_arg_def (phi, i)) == SSA_NAME
                      && !(gimple_phi_arg_edge (phi, i)->flags & EDGE_ABNORMAL)
                      && !phi_args_seen.add (gimple_phi_arg_imm_use_ptr (phi, i)))
                    examine_site (&st, phi, gimple_phi_arg_def_ptr (phi, i),
                                  true, gimple_phi_arg_edge (phi, i), i,
                                  sites);
                for (unsigned i = first; i < sites->length (); i++)
                  if ((*sites)[i].loc == UNKNOWN_LOCATION)
                    (*sites)[i].loc = gimple_location (stmt);
              }
            else
              examine_site (&st, stmt, gimple_return_retval_ptr (ret), true,
                            NULL, 0, sites);
          }
      }

  for (hash_map<gimple *, struct slice *>::iterator it = cond_slices.begin ();
       it != cond_slices.end (); ++it)
    {
      (*it).second->nodes.release ();
      (*it).second->behind.release ();
      (*it).second->call_args.release ();
      (*it).second->keys.release ();
      free ((*it).second);
    }
  delete st.cd;
  free_dominance_info (CDI_POST_DOMINATORS);
}

/* ---- The pass's body.  ---- */

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

  find_sites (fun, &sites);
  if (late)
    {
      for (unsigned i = 0; i < sites.length (); )
        if (sites[i].phi_edge == NULL && already_fenced_p (&sites[i]))
          {
            free_site (&sites[i]);
            sites.unordered_remove (i);
          }
        else
          i++;
    }
  if (dump_file)
    fprintf (dump_file, "nospec: %u gadget site(s) in %s\n", sites.length (),
             function_name (fun));

  for (unsigned i = 0; i < sites.length (); i++)
    {
      site *s = &sites[i];
      location_t checks[MAX_GUARDS];
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

} /* namespace nospec */
