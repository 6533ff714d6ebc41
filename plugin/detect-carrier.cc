/* detect-carrier.cc - where an index enters an address, and the bounds
   its own computation gives it.

   A site's carriers are the SSA operands of its address that carry the
   attacker-influenced index: an ARRAY_REF's index, or a MEM_REF's base
   pointer whose computation adds an influenced offset
   (pointer_indices walks it back to its base).  A carrier whose value
   is bounded inside the object by its own computation makes no gadget:
   a constant, "i & (2^k - 1)" into a 2^k array, an unsigned char into a
   256-entry table, "h % N" into an N-entry table (syntactic_max).  The
   bound is read off the index's computation, never off value ranges,
   because GCC's ranges for names used after a check are derived FROM
   the check and say nothing under misprediction.  */

#include "gcc-compat.h"
#include "nospec-plugin.h"
#include "gadget.h"
#include "detect.h"

namespace nospec {

/* The largest value NAME can have from its own computation, or -1 when
   unknown (or possibly negative).  */
HOST_WIDE_INT
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

/* The sign of OFF, an offset added to a pointer, from its own
   computation: 1 when it is a value of an unsigned type of at most half
   a pointer's width (or bounded so by syntactic_max), which the address
   cannot wrap around with; -1 when it is the negation of such a value
   ("p - (size_t) x" with a 16-bit x: lz4's match = op - offset); 0 when
   it may be anything.  */
int
offset_sign (tree off)
{
  tree type = TREE_TYPE (off);
  if (TREE_CODE (off) == INTEGER_CST || !INTEGRAL_TYPE_P (type))
    return 0;
  HOST_WIDE_INT limit = HOST_WIDE_INT_1 << MIN (POINTER_SIZE / 2, 62);
  HOST_WIDE_INT max = syntactic_max (off, 0);
  if (max >= 0 && max <= limit)
    return 1;
  gassign *ga = TREE_CODE (off) == SSA_NAME
                ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (off)) : NULL;
  if (ga && gimple_assign_rhs_code (ga) == NEGATE_EXPR)
    {
      max = syntactic_max (gimple_assign_rhs1 (ga), 0);
      if (max >= 0 && max <= limit)
        return -1;
    }
  return 0;
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
tree
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
          /* The array an influenced index selects from ("a->sems" of
             "&a->sems[idx].lock"), for messages.  */
          tree array = NULL_TREE;
          for (; handled_component_p (ref); ref = TREE_OPERAND (ref, 0))
            if (TREE_CODE (ref) == ARRAY_REF
                && influenced_p (st, TREE_OPERAND (ref, 1)))
              {
                indices->safe_push (TREE_OPERAND (ref, 1));
                array = TREE_OPERAND (ref, 0);
                if (!index_bounded_p (ref, TREE_OPERAND (ref, 1)))
                  *bounded = false;
              }
          if (TREE_CODE (ref) == MEM_REF)
            {
              tree base = pointer_indices (st, TREE_OPERAND (ref, 0),
                                           NULL_TREE, indices, bounded);
              return array ? array : base;
            }
          return array ? array : ref;
        }
      break;
    }
  if (TREE_CODE (object) == SSA_NAME && SSA_NAME_VAR (object))
    return SSA_NAME_VAR (object);
  return object;
}

/* Fill S's carriers from memory reference REF (the operand at *SLOT) and
   INDICES with the influenced index-side names.  */
void
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

} /* namespace nospec */
