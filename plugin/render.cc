/* render.cc - name an index, an object and a check as the source does.

   The audit warning must show the reviewer the expression of their
   source, never GIMPLE's: no byte offsets, no wrapped constants, never a
   dropped operand.  Two ways, tried in this order:

   1. The source text itself.  The C and C++ front ends give an array
      access a location whose caret is its '[' and whose range ends at its
      ']'; the load GCC makes from it keeps that location.  When the range
      lies on one line of one file, outside any macro expansion or inside
      the text of a macro call's argument ("l_unlikely (s[i] != 0)"), the
      text between the brackets is the index as written, and the text
      before the '[' is the array.  The same columns anchor the fix-it
      hint (not in a macro argument).

   2. A faithful rendering of the GIMPLE value in C syntax: user variables
      by name, loads as the member, element or dereference they read,
      conversions left out, constants in the type's sign (an unsigned
      "m + 4294967295" is "m - 1"), parentheses by C precedence, a
      pointer offset divided by its element size ("node + ui % k * 24"
      indexes node with "ui % k"; on a 32-bit target "(m + 536870911)
      * 8" indexes with "m - 1"), a load at a constant offset as the
      member or element it reads ("MEM[p + 16B].arr" is "p->gt.arr",
      "MEM[pi + -4B]" is "*(pi - 1)"), and a PHI of the two arms of a
      branch as "c ? a : b".  A value that cannot be rendered
      exactly (a PHI of temporaries, a call of an internal function, more
      than RENDER_DEPTH levels) makes the whole rendering fail: the
      message then omits the text rather than show a wrong one.

   Example, lua 5.4's ltable.c, index hidden in macros:

     gnode(t, ((n) % ((sizenode(t)-1)|1)))
       GIMPLE:   _7 = ui % _6;  _8 = _7 * 24;  _10 = _9 + _8;  ... *_10
       rendered: ui % ((1 << t->lsizenode) - 1 | 1)  */

#include "gcc-compat.h"
#include "nospec-plugin.h"
#include "gadget.h"

namespace nospec {

#define RENDER_DEPTH 12

/* C precedence levels, loosest first.  */
enum prec {
  PREC_COND = 1, PREC_OR, PREC_AND, PREC_BITOR, PREC_BITXOR, PREC_BITAND,
  PREC_EQ, PREC_REL, PREC_SHIFT, PREC_ADD, PREC_MUL, PREC_UNARY, PREC_POSTFIX
};

static bool render (pretty_printer *pp, tree t, int min_prec, int depth);

/* The name of DECL as the source spells it, or NULL.  */
static const char *
decl_text (tree decl)
{
  if (!DECL_P (decl) || !DECL_NAME (decl) || DECL_IGNORED_P (decl)
      || DECL_ARTIFICIAL (decl))
    return NULL;
  return lang_hooks.decl_printable_name (decl, 1);
}

/* An integer constant in its type's sign.  */
static void
render_constant (pretty_printer *pp, tree cst)
{
  char buf[WIDE_INT_PRINT_BUFFER_SIZE];
  tree type = TREE_TYPE (cst);
  print_dec (wi::to_wide (cst), buf,
             POINTER_TYPE_P (type) ? UNSIGNED : TYPE_SIGN (type));
  pp_string (pp, buf);
}

/* The value of CST, a byte offset or an element count, read as signed at
   its own precision (GIMPLE adds an unsigned "18446744073709551612" to a
   pointer for -4); false when it does not fit a HOST_WIDE_INT.  */
static bool
signed_value (tree cst, HOST_WIDE_INT *out)
{
  wide_int w = wi::to_wide (cst);
  if (!wi::fits_shwi_p (w))
    return false;
  *out = w.to_shwi ();
  return true;
}

/* " + N" or " - N" for the signed N.  */
static void
render_plus_constant (pretty_printer *pp, HOST_WIDE_INT n)
{
  char buf[64];
  if (n < 0)
    sprintf (buf, " - " HOST_WIDE_INT_PRINT_UNSIGNED,
             -(unsigned HOST_WIDE_INT) n);
  else
    sprintf (buf, " + " HOST_WIDE_INT_PRINT_DEC, n);
  pp_string (pp, buf);
}

/* Open a parenthesis when an operator of precedence OWN sits where
   MIN_PREC is needed; return whether it did.  */
static bool
open_paren (pretty_printer *pp, int own, int min_prec)
{
  if (own >= min_prec)
    return false;
  pp_character (pp, '(');
  return true;
}

static const char *
binary_op_text (enum tree_code code, int *own)
{
  switch (code)
    {
    case PLUS_EXPR: case POINTER_PLUS_EXPR: *own = PREC_ADD; return "+";
    case MINUS_EXPR: case POINTER_DIFF_EXPR: *own = PREC_ADD; return "-";
    case MULT_EXPR: *own = PREC_MUL; return "*";
    case TRUNC_DIV_EXPR: case EXACT_DIV_EXPR: *own = PREC_MUL; return "/";
    case TRUNC_MOD_EXPR: *own = PREC_MUL; return "%";
    case LSHIFT_EXPR: *own = PREC_SHIFT; return "<<";
    case RSHIFT_EXPR: *own = PREC_SHIFT; return ">>";
    case BIT_AND_EXPR: *own = PREC_BITAND; return "&";
    case BIT_XOR_EXPR: *own = PREC_BITXOR; return "^";
    case BIT_IOR_EXPR: *own = PREC_BITOR; return "|";
    case LT_EXPR: *own = PREC_REL; return "<";
    case LE_EXPR: *own = PREC_REL; return "<=";
    case GT_EXPR: *own = PREC_REL; return ">";
    case GE_EXPR: *own = PREC_REL; return ">=";
    case EQ_EXPR: *own = PREC_EQ; return "==";
    case NE_EXPR: *own = PREC_EQ; return "!=";
    case TRUTH_ANDIF_EXPR: case TRUTH_AND_EXPR: *own = PREC_AND; return "&&";
    case TRUTH_ORIF_EXPR: case TRUTH_OR_EXPR: *own = PREC_OR; return "||";
    default: return NULL;
    }
}

/* OP1 CODE OP2 at MIN_PREC.  */
static bool
render_binary (pretty_printer *pp, enum tree_code code, tree op1, tree op2,
               int min_prec, int depth)
{
  int own;
  const char *op = binary_op_text (code, &own);
  if (!op)
    return false;
  /* x + (-c) for an unsigned or negative constant: x - c.  */
  if ((code == PLUS_EXPR || code == POINTER_PLUS_EXPR)
      && TREE_CODE (op2) == INTEGER_CST && tree_int_cst_sign_bit (op2)
      && wi::to_wide (op2) != wi::min_value (TYPE_PRECISION (TREE_TYPE (op2)),
                                              SIGNED))
    {
      bool paren = open_paren (pp, own, min_prec);
      if (!render (pp, op1, own, depth + 1))
        return false;
      char buf[WIDE_INT_PRINT_BUFFER_SIZE];
      print_dec (-wi::to_wide (op2), buf, UNSIGNED);
      pp_string (pp, " - ");
      pp_string (pp, buf);
      if (paren)
        pp_character (pp, ')');
      return true;
    }
  bool paren = open_paren (pp, own, min_prec);
  if (!render (pp, op1, own, depth + 1))
    return false;
  pp_character (pp, ' ');
  pp_string (pp, op);
  pp_character (pp, ' ');
  if (!render (pp, op2, own + 1, depth + 1))
    return false;
  if (paren)
    pp_character (pp, ')');
  return true;
}

static bool render_ref (pretty_printer *pp, tree ref, int min_prec,
                        int depth);

/* X when PTR, an SSA name without a name of its own, is "&x"; else
   NULL_TREE.  */
static tree
address_operand (tree ptr)
{
  if (TREE_CODE (ptr) != SSA_NAME
      || (SSA_NAME_VAR (ptr) && decl_text (SSA_NAME_VAR (ptr))))
    return NULL_TREE;
  gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (ptr));
  if (!ga || gimple_assign_rhs_code (ga) != ADDR_EXPR)
    return NULL_TREE;
  return TREE_OPERAND (gimple_assign_rhs1 (ga), 0);
}

/* The size in bytes of what pointer PTR points to, or 0.  */
static HOST_WIDE_INT
pointee_size (tree ptr)
{
  tree type = TREE_TYPE (ptr);
  if (!POINTER_TYPE_P (type))
    return 0;
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (type));
  if (!size || !tree_fits_shwi_p (size))
    return 0;
  return tree_to_shwi (size);
}

/* The member of a TYPE object that lies OFFSET bytes in and has type
   WANT, as ".a.b" (a nested member) appended to PP; false when there is
   no such member.  GIMPLE writes "&p->b" as "p + 16" and a load of
   "p->b.c" as MEM[p + 16].c.  */
static bool
render_member_at (pretty_printer *pp, tree type, HOST_WIDE_INT offset,
                  tree want, int depth)
{
  if (depth > RENDER_DEPTH || TREE_CODE (type) != RECORD_TYPE)
    return false;
  for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
    {
      if (TREE_CODE (f) != FIELD_DECL || !tree_fits_shwi_p (byte_position (f))
          || DECL_BIT_FIELD (f))
        continue;
      HOST_WIDE_INT at = tree_to_shwi (byte_position (f));
      tree size = TYPE_SIZE_UNIT (TREE_TYPE (f));
      if (offset < at || !size || !tree_fits_shwi_p (size)
          || offset >= at + MAX (tree_to_shwi (size), (HOST_WIDE_INT) 1))
        continue;
      pretty_printer member;
      if (DECL_NAME (f))
        {
          pp_character (&member, '.');
          pp_string (&member, IDENTIFIER_POINTER (DECL_NAME (f)));
        }
      if (offset == at
          && TYPE_MAIN_VARIANT (TREE_TYPE (f)) == TYPE_MAIN_VARIANT (want))
        {
          if (!DECL_NAME (f))
            return false;
          pp_string (pp, pp_formatted_text (&member));
          return true;
        }
      if (render_member_at (&member, TREE_TYPE (f), offset - at, want,
                            depth + 1))
        {
          pp_string (pp, pp_formatted_text (&member));
          return true;
        }
    }
  return false;
}

/* MEM[P + OFF], a load at a constant offset from a pointer, as the member
   it reads ("p->b.c") or the element ("*(p - 1)").  */
static bool
render_offset_ref (pretty_printer *pp, tree ref, int min_prec, int depth)
{
  tree ptr = TREE_OPERAND (ref, 0);
  HOST_WIDE_INT off;
  if (depth > RENDER_DEPTH || !signed_value (TREE_OPERAND (ref, 1), &off))
    return false;
  tree want = TREE_TYPE (ref);
  tree base_type = TREE_CODE (ptr) == ADDR_EXPR
                   ? TREE_TYPE (TREE_OPERAND (ptr, 0))
                   : POINTER_TYPE_P (TREE_TYPE (ptr))
                   ? TREE_TYPE (TREE_TYPE (ptr)) : NULL_TREE;
  if (!base_type)
    return false;
  pretty_printer member;
  if (off > 0 && render_member_at (&member, base_type, off, want, 0))
    {
      const char *path = pp_formatted_text (&member);
      if (TREE_CODE (ptr) == ADDR_EXPR)
        {
          if (!render_ref (pp, TREE_OPERAND (ptr, 0), PREC_POSTFIX,
                           depth + 1))
            return false;
          pp_string (pp, path);
          return true;
        }
      if (!render (pp, ptr, PREC_POSTFIX, depth + 1))
        return false;
      pp_string (pp, "->");
      pp_string (pp, path + 1);
      return true;
    }
  /* An element before or after the one P points to.  */
  HOST_WIDE_INT size = pointee_size (ptr);
  tree want_size = TYPE_SIZE_UNIT (want);
  if (TREE_CODE (ptr) == ADDR_EXPR || size <= 0 || !want_size
      || !tree_fits_shwi_p (want_size) || tree_to_shwi (want_size) != size
      || off % size != 0)
    return false;
  bool paren = open_paren (pp, PREC_UNARY, min_prec);
  pp_string (pp, "*(");
  if (!render (pp, ptr, PREC_ADD, depth + 1))
    return false;
  render_plus_constant (pp, off / size);
  pp_character (pp, ')');
  if (paren)
    pp_character (pp, ')');
  return true;
}

/* A memory reference as an lvalue: a.f, p->f, a[i], *p.  */
static bool
render_ref (pretty_printer *pp, tree ref, int min_prec, int depth)
{
  if (depth > RENDER_DEPTH)
    return false;
  switch (TREE_CODE (ref))
    {
    case VAR_DECL: case PARM_DECL: case RESULT_DECL:
      {
        const char *name = decl_text (ref);
        if (!name)
          return false;
        pp_string (pp, name);
        return true;
      }
    case COMPONENT_REF:
      {
        tree base = TREE_OPERAND (ref, 0);
        tree field = TREE_OPERAND (ref, 1);
        tree object = TREE_CODE (base) == MEM_REF
                      && integer_zerop (TREE_OPERAND (base, 1))
                      ? address_operand (TREE_OPERAND (base, 0)) : NULL_TREE;
        if (object)
          {
            /* "(&x)->f" is "x.f".  */
            if (!render_ref (pp, object, PREC_POSTFIX, depth + 1))
              return false;
            if (!DECL_NAME (field))
              return true;
            pp_character (pp, '.');
          }
        else if (TREE_CODE (base) == MEM_REF
                 && integer_zerop (TREE_OPERAND (base, 1))
                 && TREE_CODE (TREE_OPERAND (base, 0)) == SSA_NAME)
          {
            if (!render (pp, TREE_OPERAND (base, 0), PREC_POSTFIX, depth + 1))
              return false;
            if (!DECL_NAME (field))
              return true;  /* an anonymous member: "p->x" reaches into it */
            pp_string (pp, "->");
          }
        else
          {
            if (!render_ref (pp, base, PREC_POSTFIX, depth + 1))
              return false;
            if (!DECL_NAME (field))
              return true;
            pp_character (pp, '.');
          }
        pp_string (pp, IDENTIFIER_POINTER (DECL_NAME (field)));
        return true;
      }
    case ARRAY_REF:
      if (!render_ref (pp, TREE_OPERAND (ref, 0), PREC_POSTFIX, depth + 1))
        return false;
      pp_character (pp, '[');
      if (!render (pp, TREE_OPERAND (ref, 1), 0, depth + 1))
        return false;
      pp_character (pp, ']');
      return true;
    case MEM_REF:
      {
        tree ptr = TREE_OPERAND (ref, 0);
        if (!integer_zerop (TREE_OPERAND (ref, 1)))
          return render_offset_ref (pp, ref, min_prec, depth);
        if (TREE_CODE (ptr) == ADDR_EXPR)
          return render_ref (pp, TREE_OPERAND (ptr, 0), min_prec, depth + 1);
        bool paren = open_paren (pp, PREC_UNARY, min_prec);
        pp_character (pp, '*');
        if (!render (pp, ptr, PREC_UNARY, depth + 1))
          return false;
        if (paren)
          pp_character (pp, ')');
        return true;
      }
    default:
      return false;
    }
}

/* OFF, a byte offset, as a count of SIZE-byte elements: the operand of
   "i * SIZE" or "i << log2 (SIZE)" (through conversions); OFF itself when
   SIZE is 1.  NULL_TREE when it is no such multiple.  */
tree
unscaled_offset (tree off, HOST_WIDE_INT size)
{
  if (size == 1)
    return off;
  if (size <= 0)
    return NULL_TREE;
  for (int depth = 0; depth < 4 && TREE_CODE (off) == SSA_NAME; depth++)
    {
      gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (off));
      if (!ga)
        return NULL_TREE;
      enum tree_code code = gimple_assign_rhs_code (ga);
      if (CONVERT_EXPR_CODE_P (code))
        {
          off = gimple_assign_rhs1 (ga);
          continue;
        }
      tree op2 = gimple_num_ops (ga) > 2 ? gimple_assign_rhs2 (ga) : NULL_TREE;
      if (!op2 || !tree_fits_shwi_p (op2))
        return NULL_TREE;
      if (code == MULT_EXPR && tree_to_shwi (op2) == size)
        return gimple_assign_rhs1 (ga);
      if (code == LSHIFT_EXPR && tree_to_shwi (op2) < HOST_BITS_PER_WIDE_INT - 1
          && (HOST_WIDE_INT_1 << tree_to_shwi (op2)) == size)
        return gimple_assign_rhs1 (ga);
      return NULL_TREE;
    }
  return NULL_TREE;
}

static bool render_elements_1 (pretty_printer *pp, tree off,
                               HOST_WIDE_INT size, int min_prec, int depth);

/* The edge by which the arm of a two-way branch reaches E's destination:
   E itself when its source ends in the branch, else the edge into E's
   source when that block has that single predecessor.  */
static edge
branch_arm (edge e)
{
  gimple *last = bb_last_stmt (e->src);
  if (last && is_a <gcond *> (last))
    return e;
  if (single_pred_p (e->src))
    return single_pred_edge (e->src);
  return NULL;
}

/* PHI, the value of "c ? a : b" after GCC made branches of it: a block
   ending in "if (c)" whose arms (directly, or through one block each)
   are the PHI's two incoming edges.  */
static bool
render_conditional (pretty_printer *pp, gphi *phi, int min_prec, int depth)
{
  if (depth > RENDER_DEPTH || gimple_phi_num_args (phi) != 2)
    return false;
  edge a0 = branch_arm (gimple_phi_arg_edge (phi, 0));
  edge a1 = branch_arm (gimple_phi_arg_edge (phi, 1));
  if (!a0 || !a1 || a0 == a1 || a0->src != a1->src
      || a0->src == gimple_bb (phi))
    return false;
  gcond *cond = safe_dyn_cast <gcond *> (bb_last_stmt (a0->src));
  if (!cond || !(a0->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE))
      || !(a1->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE)))
    return false;
  unsigned t = (a0->flags & EDGE_TRUE_VALUE) ? 0 : 1;
  bool paren = open_paren (pp, PREC_COND, min_prec + 1);
  if (!render_binary (pp, gimple_cond_code (cond), gimple_cond_lhs (cond),
                      gimple_cond_rhs (cond), PREC_OR, depth + 1))
    return false;
  pp_string (pp, " ? ");
  if (!render (pp, gimple_phi_arg_def (phi, t), PREC_OR, depth + 1))
    return false;
  pp_string (pp, " : ");
  if (!render (pp, gimple_phi_arg_def (phi, 1 - t), PREC_COND, depth + 1))
    return false;
  if (paren)
    pp_character (pp, ')');
  return true;
}

/* The value T in C syntax at precedence MIN_PREC.  */
static bool
render (pretty_printer *pp, tree t, int min_prec, int depth)
{
  if (depth > RENDER_DEPTH)
    return false;
  switch (TREE_CODE (t))
    {
    case INTEGER_CST:
      if (tree_int_cst_sgn (t) < 0 && !TYPE_UNSIGNED (TREE_TYPE (t)))
        {
          bool paren = open_paren (pp, PREC_UNARY, min_prec);
          render_constant (pp, t);
          if (paren)
            pp_character (pp, ')');
        }
      else
        render_constant (pp, t);
      return true;
    case VAR_DECL: case PARM_DECL:
    case COMPONENT_REF: case ARRAY_REF: case MEM_REF:
      return render_ref (pp, t, min_prec, depth);
    case ADDR_EXPR:
      {
        bool paren = open_paren (pp, PREC_UNARY, min_prec);
        pp_character (pp, '&');
        if (!render_ref (pp, TREE_OPERAND (t, 0), PREC_UNARY, depth + 1))
          return false;
        if (paren)
          pp_character (pp, ')');
        return true;
      }
    case SSA_NAME:
      break;
    default:
      return false;
    }

  if (SSA_NAME_VAR (t))
    if (const char *name = decl_text (SSA_NAME_VAR (t)))
      {
        pp_string (pp, name);
        return true;
      }
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (gasm *as = dyn_cast <gasm *> (def))
    return asm_is_nospec_source (as)
           && render (pp, TREE_VALUE (gimple_asm_input_op (as, 0)), min_prec,
                      depth + 1);
  if (gcall *call = dyn_cast <gcall *> (def))
    {
      tree fndecl = gimple_call_fndecl (call);
      if (gimple_call_builtin_p (call, BUILT_IN_EXPECT)
          && gimple_call_num_args (call) >= 1)
        return render (pp, gimple_call_arg (call, 0), min_prec, depth + 1);
      if (!fndecl || !decl_text (fndecl))
        return false;
      pp_string (pp, decl_text (fndecl));
      pp_string (pp, " (");
      for (unsigned i = 0; i < gimple_call_num_args (call); i++)
        {
          if (i)
            pp_string (pp, ", ");
          if (!render (pp, gimple_call_arg (call, i), PREC_COND, depth + 1))
            return false;
        }
      pp_character (pp, ')');
      return true;
    }
  if (gphi *phi = dyn_cast <gphi *> (def))
    return render_conditional (pp, phi, min_prec, depth);
  gassign *ga = dyn_cast <gassign *> (def);
  if (!ga)
    return false;
  enum tree_code code = gimple_assign_rhs_code (ga);
  tree op1 = gimple_assign_rhs1 (ga);
  if (gimple_assign_load_p (ga))
    return render_ref (pp, op1, min_prec, depth + 1);
  if (CONVERT_EXPR_CODE_P (code) || code == SSA_NAME || code == PAREN_EXPR
      || code == INTEGER_CST || code == ADDR_EXPR)
    return render (pp, op1, min_prec, depth + 1);
  if (code == NEGATE_EXPR || code == BIT_NOT_EXPR)
    {
      bool paren = open_paren (pp, PREC_UNARY, min_prec);
      pp_character (pp, code == NEGATE_EXPR ? '-' : '~');
      if (!render (pp, op1, PREC_UNARY, depth + 1))
        return false;
      if (paren)
        pp_character (pp, ')');
      return true;
    }
  if (code == MIN_EXPR || code == MAX_EXPR)
    {
      /* The folded form of "a < b ? a : b".  */
      tree op2 = gimple_assign_rhs2 (ga);
      bool paren = open_paren (pp, PREC_COND, min_prec + 1);
      if (!render (pp, op1, PREC_REL + 1, depth + 1))
        return false;
      pp_string (pp, code == MIN_EXPR ? " < " : " > ");
      if (!render (pp, op2, PREC_REL + 1, depth + 1))
        return false;
      pp_string (pp, " ? ");
      if (!render (pp, op1, PREC_OR, depth + 1))
        return false;
      pp_string (pp, " : ");
      if (!render (pp, op2, PREC_COND, depth + 1))
        return false;
      if (paren)
        pp_character (pp, ')');
      return true;
    }
  if (code == POINTER_PLUS_EXPR)
    {
      /* Pointer arithmetic counts elements in C, bytes in GIMPLE.  */
      HOST_WIDE_INT size = pointee_size (op1);
      tree off = gimple_assign_rhs2 (ga);
      if (size <= 0)
        return false;
      bool paren = open_paren (pp, PREC_ADD, min_prec);
      if (!render (pp, op1, PREC_ADD, depth + 1))
        return false;
      HOST_WIDE_INT n;
      if (TREE_CODE (off) == INTEGER_CST)
        {
          if (!signed_value (off, &n) || n % size != 0)
            return false;
          render_plus_constant (pp, n / size);
        }
      else
        {
          pp_string (pp, " + ");
          if (!render_elements_1 (pp, off, size, PREC_ADD + 1, depth + 1))
            return false;
        }
      if (paren)
        pp_character (pp, ')');
      return true;
    }
  if (get_gimple_rhs_class (code) == GIMPLE_BINARY_RHS)
    return render_binary (pp, code, op1, gimple_assign_rhs2 (ga), min_prec,
                          depth);
  return false;
}

char *
render_expr (tree t)
{
  if (!t)
    return NULL;
  pretty_printer pp;
  if (!render (&pp, t, 0, 0))
    return NULL;
  return xstrdup (pp_formatted_text (&pp));
}

/* ELEMENTS, a count of SIZE-byte elements that GIMPLE multiplies by SIZE
   at the precision P of its type.  "(m - 1) * 8" in a 32-bit sizetype is
   folded to "(m + 536870911) * 8": only the low P - log2 (8) bits of an
   added constant matter, so the constant is read as signed at that
   precision ("m - 1"); the product is the same, bit for bit.  */
static bool
render_scaled (pretty_printer *pp, tree elements, HOST_WIDE_INT size,
               int min_prec, int depth)
{
  gassign *ga = TREE_CODE (elements) == SSA_NAME
                ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (elements)) : NULL;
  tree type = TREE_TYPE (elements);
  if (!ga || gimple_assign_rhs_code (ga) != PLUS_EXPR
      || TREE_CODE (gimple_assign_rhs2 (ga)) != INTEGER_CST
      || !INTEGRAL_TYPE_P (type) || !TYPE_UNSIGNED (type) || size <= 1
      || (SSA_NAME_VAR (elements) && decl_text (SSA_NAME_VAR (elements))))
    return render (pp, elements, min_prec, depth);
  unsigned low = TYPE_PRECISION (type) - ctz_hwi (size);
  wide_int c = wi::sext (wi::to_wide (gimple_assign_rhs2 (ga)), low);
  /* Only a subtraction is folded that way; a constant that reads as
     positive is shown as it is.  */
  if (!wi::fits_shwi_p (c) || c.to_shwi () >= 0)
    return render (pp, elements, min_prec, depth);
  bool paren = open_paren (pp, PREC_ADD, min_prec);
  if (!render (pp, gimple_assign_rhs1 (ga), PREC_ADD, depth + 1))
    return false;
  render_plus_constant (pp, c.to_shwi ());
  if (paren)
    pp_character (pp, ')');
  return true;
}

/* OFF, a byte offset, as a count of SIZE-byte elements, at MIN_PREC:
   "i * SIZE" is i, "i * SIZE - SIZE" is i - 1 (GCC distributes the
   scaling over an addition), a constant is divided.  */
static bool
render_elements_1 (pretty_printer *pp, tree off, HOST_WIDE_INT size,
                   int min_prec, int depth)
{
  if (depth > RENDER_DEPTH)
    return false;
  if (TREE_CODE (off) == INTEGER_CST)
    {
      HOST_WIDE_INT n;
      if (!signed_value (off, &n) || n % size != 0)
        return false;
      char buf[64];
      n /= size;
      sprintf (buf, HOST_WIDE_INT_PRINT_DEC, n);
      bool paren = n < 0 && open_paren (pp, PREC_UNARY, min_prec);
      pp_string (pp, buf);
      if (paren)
        pp_character (pp, ')');
      return true;
    }
  if (tree elements = unscaled_offset (off, size))
    return render_scaled (pp, elements, size, min_prec, depth + 1);
  if (TREE_CODE (off) != SSA_NAME)
    return false;
  gassign *ga = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (off));
  if (!ga)
    return false;
  enum tree_code code = gimple_assign_rhs_code (ga);
  if (CONVERT_EXPR_CODE_P (code))
    return render_elements_1 (pp, gimple_assign_rhs1 (ga), size, min_prec,
                              depth + 1);
  if (code == NEGATE_EXPR)
    {
      bool paren = open_paren (pp, PREC_UNARY, min_prec);
      pp_character (pp, '-');
      if (!render_elements_1 (pp, gimple_assign_rhs1 (ga), size, PREC_UNARY,
                              depth + 1))
        return false;
      if (paren)
        pp_character (pp, ')');
      return true;
    }
  if (code != PLUS_EXPR && code != MINUS_EXPR)
    return false;
  tree op1 = gimple_assign_rhs1 (ga), op2 = gimple_assign_rhs2 (ga);
  bool minus = code == MINUS_EXPR;
  if (code == PLUS_EXPR && TREE_CODE (op2) == INTEGER_CST
      && tree_int_cst_sign_bit (op2))
    {
      /* x + (-c): x - c.  */
      wide_int neg = -wi::to_wide (op2);
      if (!wi::fits_shwi_p (neg) || neg.to_shwi () % size != 0)
        return false;
      bool paren = open_paren (pp, PREC_ADD, min_prec);
      if (!render_elements_1 (pp, op1, size, PREC_ADD, depth + 1))
        return false;
      char buf[64];
      sprintf (buf, " - " HOST_WIDE_INT_PRINT_DEC, neg.to_shwi () / size);
      pp_string (pp, buf);
      if (paren)
        pp_character (pp, ')');
      return true;
    }
  bool paren = open_paren (pp, PREC_ADD, min_prec);
  if (!render_elements_1 (pp, op1, size, PREC_ADD, depth + 1))
    return false;
  pp_string (pp, minus ? " - " : " + ");
  if (!render_elements_1 (pp, op2, size, PREC_ADD + 1, depth + 1))
    return false;
  if (paren)
    pp_character (pp, ')');
  return true;
}

char *
render_elements (tree off, HOST_WIDE_INT size)
{
  pretty_printer pp;
  if (size <= 0 || !render_elements_1 (&pp, off, size, 0, 0))
    return NULL;
  return xstrdup (pp_formatted_text (&pp));
}

/* COND as C (GCC's order of the operands), swapped when SWAP.  */
char *
render_condition (gcond *cond, bool swap)
{
  pretty_printer pp;
  tree lhs = gimple_cond_lhs (cond), rhs = gimple_cond_rhs (cond);
  enum tree_code code = gimple_cond_code (cond);
  if (swap)
    {
      std::swap (lhs, rhs);
      code = swap_tree_comparison (code);
    }
  if (!render_binary (&pp, code, lhs, rhs, 0, 0))
    return NULL;
  return xstrdup (pp_formatted_text (&pp));
}

/* ---- The source text of a subscript.  ---- */

/* Where to read FILE, a name from the line table: a relative name is
   relative to the directory the source was preprocessed in, which
   -fworking-directory records in the preprocessed file (a distcc server
   compiles it elsewhere; nospec-scan adds the option).  Without that
   record it is the current directory.  */
char *
source_path (const char *file)
{
  if (!file || IS_ABSOLUTE_PATH (file))
    return xstrdup (file ? file : "");
  const char *dir = get_src_pwd ();
  if (!dir || !*dir)
    return xstrdup (file);
  return concat (dir, "/", file, NULL);
}

/* The line LINE of FILE, or an empty span.  */
source_span
source_line (const char *file, int line)
{
  if (!file || IS_ABSOLUTE_PATH (file))
    return source_line_text (file, line);
  /* The file cache keeps the name: one string per file for good.  */
  static hash_map<nofree_string_hash, const char *> *resolved;
  if (!resolved)
    resolved = new hash_map<nofree_string_hash, const char *>;
  const char **slot = resolved->get (file);
  if (!slot)
    {
      resolved->put (xstrdup (file), source_path (file));
      slot = resolved->get (file);
    }
  return source_line_text (*slot, line);
}

/* Is LOC, a load's location, a subscript "a[i]" written on one line of one
   file outside any macro expansion?  Fill OUT with its columns.  */
/* Where the token at LOC, inside a macro expansion, is written, when it
   comes from the text of the outermost macro call's arguments
   ("l_unlikely (str[i] != m)", "READ_ONCE (a[i])"): on a line of that
   call's file at or after the call, which is where no macro definition can
   be (a macro is defined before it is used).  UNKNOWN_LOCATION
   otherwise.  */
static location_t
argument_spelling (location_t loc)
{
  location_t call = linemap_resolve_location (line_table, loc,
                                              LRK_MACRO_EXPANSION_POINT,
                                              NULL);
  location_t spelled = linemap_resolve_location (line_table, loc,
                                                 LRK_SPELLING_LOCATION, NULL);
  expanded_location xc = expand_location (call);
  expanded_location xs = expand_location (spelled);
  if (!xc.file || !xs.file || strcmp (xc.file, xs.file) != 0
      || xs.line < xc.line || (xs.line == xc.line && xs.column <= xc.column))
    return UNKNOWN_LOCATION;
  return spelled;
}

bool
source_subscript (location_t loc, struct subscript *out)
{
  memset (out, 0, sizeof *out);
  if (loc == UNKNOWN_LOCATION)
    return false;
  location_t start = get_start (loc);
  location_t finish = get_finish (loc);
  /* A subscript written in a macro argument: its text, as written.  */
  if (from_macro_expansion_at (loc) || from_macro_expansion_at (start)
      || from_macro_expansion_at (finish))
    {
      loc = argument_spelling (loc);
      start = argument_spelling (start);
      finish = argument_spelling (finish);
      if (loc == UNKNOWN_LOCATION || start == UNKNOWN_LOCATION
          || finish == UNKNOWN_LOCATION)
        return false;
      out->in_macro = true;
    }
  expanded_location caret = expand_location (loc);
  expanded_location s = expand_location (start);
  expanded_location f = expand_location (finish);
  if (!caret.file || !s.file || !f.file || strcmp (caret.file, s.file) != 0
      || strcmp (caret.file, f.file) != 0 || caret.line != s.line
      || caret.line != f.line || s.column < 1 || caret.column <= s.column
      || f.column <= caret.column)
    return false;
  source_span text = source_line (caret.file, caret.line);
  if (!text || (size_t) f.column > text.length ())
    return false;
  const char *line = text.get_buffer ();
  if (line[caret.column - 1] != '[' || line[f.column - 1] != ']')
    return false;
  /* The brackets between must balance: the ']' closes this '['.  */
  int nest = 0;
  for (int c = caret.column; c < f.column - 1; c++)
    {
      if (line[c] == '[' || line[c] == '(')
        nest++;
      else if (line[c] == ']' || line[c] == ')')
        if (--nest < 0)
          return false;
      if (line[c] == '"' || line[c] == '\'')
        return false;
    }
  if (nest != 0)
    return false;
  /* The index without the spaces around it.  */
  int first = caret.column + 1, last = f.column - 1;
  while (first <= last && ISSPACE (line[first - 1]))
    first++;
  while (last >= first && ISSPACE (line[last - 1]))
    last--;
  int obj_first = s.column, obj_last = caret.column - 1;
  while (obj_last >= obj_first && ISSPACE (line[obj_last - 1]))
    obj_last--;
  if (first > last || obj_first > obj_last)
    return false;
  out->file = caret.file;
  out->line = caret.line;
  out->index_first = first;
  out->index_last = last;
  out->index_text = xstrndup (line + first - 1, last - first + 1);
  out->object_text = xstrndup (line + obj_first - 1, obj_last - obj_first + 1);
  out->anchor = get_pure_location (loc);
  out->anchor_column = caret.column;
  return true;
}

/* The condition of "if (COND)" or "while (COND)" at LOC, as written, when it is one comparison on one line outside macros
   (a part of "a && b" is rendered from the IL instead); or NULL.  */
char *
source_condition (location_t loc)
{
  if (loc == UNKNOWN_LOCATION || from_macro_expansion_at (loc))
    return NULL;
  expanded_location x = expand_location (loc);
  if (!x.file || x.column < 2)
    return NULL;
  source_span text = source_line (x.file, x.line);
  if (!text || (size_t) x.column > text.length ())
    return NULL;
  const char *line = text.get_buffer ();
  int len = text.length ();
  /* LOC is the '(' (C) or the condition's first token.  */
  int open = x.column - 1;
  if (line[open] != '(')
    for (open--; open >= 0 && ISSPACE (line[open]); open--)
      ;
  if (open < 0 || line[open] != '(')
    return NULL;
  int kw = open - 1;
  while (kw >= 0 && ISSPACE (line[kw]))
    kw--;
  if (!((kw >= 1 && strncmp (line + kw - 1, "if", 2) == 0
         && (kw < 2 || !ISIDNUM (line[kw - 2])))
        || (kw >= 4 && strncmp (line + kw - 4, "while", 5) == 0
            && (kw < 5 || !ISIDNUM (line[kw - 5])))))
    return NULL;
  int nest = 0, close = -1;
  for (int c = open + 1; c < len && close < 0; c++)
    {
      if (line[c] == '"' || line[c] == '\'' || line[c] == '?'
          || (line[c] == '&' && c + 1 < len && line[c + 1] == '&')
          || (line[c] == '|' && c + 1 < len && line[c + 1] == '|')
          || (line[c] == '/' && c + 1 < len
              && (line[c + 1] == '*' || line[c + 1] == '/')))
        return NULL;
      if (line[c] == '(' || line[c] == '[')
        nest++;
      else if (line[c] == ')' || line[c] == ']')
        {
          if (nest == 0)
            close = c;
          nest--;
        }
    }
  if (close < 0)
    return NULL;
  int first = open + 1, last = close - 1;
  while (first <= last && ISSPACE (line[first]))
    first++;
  while (last >= first && ISSPACE (line[last]))
    last--;
  if (first > last)
    return NULL;
  return xstrndup (line + first, last - first + 1);
}

/* A location on the line of SUB at column COLUMN.  */
location_t
subscript_column (const struct subscript *sub, int column)
{
  return linemap_position_for_loc_and_offset (line_table, sub->anchor,
                                              column - sub->anchor_column);
}

/* ---- Where the attacker's value comes from.  ---- */

static bool
taint_source_1 (pretty_printer *pp, tree t, int depth)
{
  if (TREE_CODE (t) != SSA_NAME || depth > RENDER_DEPTH)
    return false;
  if (SSA_NAME_IS_DEFAULT_DEF (t) && SSA_NAME_VAR (t)
      && TREE_CODE (SSA_NAME_VAR (t)) == PARM_DECL
      && decl_text (SSA_NAME_VAR (t)))
    {
      pp_printf (pp, "parameter '%s'", decl_text (SSA_NAME_VAR (t)));
      return true;
    }
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (gcall *call = dyn_cast <gcall *> (def))
    {
      tree fndecl = gimple_call_fndecl (call);
      if (gimple_call_builtin_p (call, BUILT_IN_EXPECT)
          && gimple_call_num_args (call) >= 1)
        return taint_source_1 (pp, gimple_call_arg (call, 0), depth + 1);
      if (fndecl && decl_text (fndecl))
        {
          pp_printf (pp, "the result of '%s'", decl_text (fndecl));
          return true;
        }
      return false;
    }
  if (gasm *as = dyn_cast <gasm *> (def))
    return asm_is_nospec_source (as)
           && taint_source_1 (pp, TREE_VALUE (gimple_asm_input_op (as, 0)),
                              depth + 1);
  if (gphi *phi = dyn_cast <gphi *> (def))
    {
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
        if (taint_source_1 (pp, gimple_phi_arg_def (phi, i), depth + 1))
          return true;
      return false;
    }
  gassign *ga = dyn_cast <gassign *> (def);
  if (!ga)
    return false;
  if (gimple_assign_load_p (ga))
    {
      pretty_printer ref;
      if (!render_ref (&ref, gimple_assign_rhs1 (ga), 0, 0))
        pp_string (pp, "a value read from memory");
      else
        pp_printf (pp, "the value read from '%s'", pp_formatted_text (&ref));
      return true;
    }
  for (unsigned i = 1; i < gimple_num_ops (ga); i++)
    if (taint_source_1 (pp, gimple_op (ga, i), depth + 1))
      return true;
  return false;
}

char *
taint_source_text (tree index)
{
  pretty_printer pp;
  if (!index || !taint_source_1 (&pp, index, 0))
    return NULL;
  return xstrdup (pp_formatted_text (&pp));
}

/* identity: the detector keeps the index's value; it is rendered here, when
   the message is written.  */
tree
display_expr (tree name)
{
  return name;
}

} /* namespace nospec */
