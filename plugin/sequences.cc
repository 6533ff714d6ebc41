/* sequences.cc - the target's speculation-safe sequences as GIMPLE asm.

   The templates come from runtime/nospec/ARCH.h, the same file nospec.h
   uses, selected at configure time from the target GCC's triplet
   (NOSPEC_ARCH_HEADER).  One source of truth: hand-written code and
   plugin-hardened code get identical instructions.

   The templates use named operands (%[m], %[a], %[b]); GIMPLE asm carries
   numbered ones, so the names are rewritten here: m -> %0, a -> %1,
   b -> %2.  */

#include "gcc-compat.h"
#include "nospec-plugin.h"
#include NOSPEC_ARCH_HEADER

/* The mask's bound operand %[b]: a register unless the target's header
   allows an immediate too.  */
#ifndef NOSPEC_ASM_MASK_B
#define NOSPEC_ASM_MASK_B "r"
#endif

namespace nospec {

/* Our marker for an attacker-controlled value (see taint.cc): an asm
   that only copies its input and whose text is an assembler comment, so
   it emits no instruction.  */
#define NOSPEC_SOURCE_MARKER ASM_COMMENT_START " nospec: untrusted value"
static const char source_marker[] = NOSPEC_SOURCE_MARKER;
#define NOSPEC_MEMORY_MARKER ASM_COMMENT_START " nospec: untrusted memory"
static const char memory_marker[] = NOSPEC_MEMORY_MARKER;

/* TEMPLATE with %[m], %[a], %[b] turned into %0, %1, %2.  */
static const char *
numbered (const char *templ)
{
  static char *cached;
  if (cached)
    return cached;
  size_t len = strlen (templ);
  char *out = XNEWVEC (char, len + 1);
  size_t o = 0;
  for (size_t i = 0; i < len; i++)
    {
      if (templ[i] == '%' && templ[i + 1] == '[' && templ[i + 3] == ']')
        {
          char c = templ[i + 2];
          out[o++] = '%';
          out[o++] = c == 'm' ? '0' : c == 'a' ? '1' : '2';
          i += 3;
        }
      else
        out[o++] = templ[i];
    }
  out[o] = '\0';
  cached = out;
  return cached;
}

static tree
asm_operand (const char *constraint, tree value)
{
  tree c = build_string (strlen (constraint) + 1, constraint);
  return build_tree_list (build_tree_list (NULL_TREE, c), value);
}

/* MASK_LHS = (A < B, unsigned) ? ~0 : 0, as the target's mask sequence.
   A, B and MASK_LHS are of the pointer-sized unsigned type.  With
   NOSPEC_ASM_MASK_INIT_ONES the sequence reads its output's initial value,
   so the caller has to pass an all-ones value in; we use a matching
   constraint ("0") on an all-ones constant.  */
gimple *
build_mask_ltu (tree mask_lhs, tree a, tree b)
{
  vec<tree, va_gc> *inputs = NULL;
  vec<tree, va_gc> *outputs = NULL;
  vec<tree, va_gc> *clobbers = NULL;
  tree type = TREE_TYPE (mask_lhs);

#if defined(NOSPEC_ASM_MASK_LTU)
  vec_safe_push (outputs, asm_operand (NOSPEC_ASM_MASK_INIT_ONES ? "=r"
                                                                  : "=&r",
                                       mask_lhs));
  vec_safe_push (inputs, asm_operand ("r", a));
  vec_safe_push (inputs, asm_operand (NOSPEC_ASM_MASK_B, b));
  if (NOSPEC_ASM_MASK_INIT_ONES)
    vec_safe_push (inputs, asm_operand ("0", build_all_ones_cst (type)));
  vec_safe_push (clobbers, build_tree_list (NULL_TREE,
                                            build_string (3, "cc")));
  gasm *stmt = gimple_build_asm_vec (numbered (NOSPEC_ASM_MASK_LTU), inputs,
                                     outputs, clobbers, NULL);
  /* Not volatile: the mask is a pure function of its inputs, so GCC may
     hoist it out of a loop, merge two identical ones, or drop one whose
     result is unused, and none of that changes what it protects.  What
     volatile would prevent and nothing else does, GCC does not do to an
     asm: no GIMPLE pass sinks one (tree-ssa-sink moves only assignments
     and const calls) and no RTL pass moves an insn down into a block
     its branch decides, where the branch's outcome could be propagated
     into its inputs.  Its inputs are SSA values computed before the
     branch; the load depends on its output through data.  */
  SSA_NAME_DEF_STMT (mask_lhs) = stmt;
  return stmt;
#else
  (void) type; (void) a; (void) b;
  gcc_unreachable ();
#endif
}

/* OUT = IN through an empty volatile asm: the same value, which the
   optimizers cannot see through.  A mask computed inside a guarded
   region from such a copy (made before the branch) cannot be folded
   with what the branch tells GCC about IN there ("x == 3" in a switch's
   case).  Volatile, so that it stays before the branch: moved into the
   region, its input could be replaced by the case's constant.  */
gimple *
build_opaque_copy (tree out, tree in)
{
  vec<tree, va_gc> *inputs = NULL;
  vec<tree, va_gc> *outputs = NULL;
  vec_safe_push (outputs, asm_operand ("=r", out));
  vec_safe_push (inputs, asm_operand ("0", in));
  gasm *stmt = gimple_build_asm_vec ("", inputs, outputs, NULL, NULL);
  gimple_asm_set_volatile (stmt, true);
  SSA_NAME_DEF_STMT (out) = stmt;
  return stmt;
}

#ifdef NOSPEC_ARCH_X86_H
/* The operand number at P ("%2"), advancing P; -1 when P holds none
   (bit_test_asm_p's, on x86 only).  */
static int
operand_number (const char **p)
{
  const char *t = *p;
  if (*t != '%' || !ISDIGIT (t[1]))
    return -1;
  int n = 0;
  for (t++; ISDIGIT (*t); t++)
    n = n * 10 + (*t - '0');
  *p = t;
  return n;
}
#endif

/* Is AS an x86 bit test whose bit offset is a register: "bt %2,%1" on a
   memory operand (Linux's variable_test_bit), or bts, btr, btc, with an
   optional size suffix?  With a register offset the instruction
   addresses the bit string, not just its memory operand: it reads (or
   writes) the byte at the base plus offset / 8, so the offset is an
   index.  On a match, BIT_OP and BASE_OP are the operand numbers of the
   offset and of the memory operand (AT&T order "bt offset, base", as
   GCC's default dialect writes it; a template with {AT&T|Intel}
   alternatives is not recognized), and STORE says whether the
   instruction writes.  Other targets have no such instruction: false.  */
bool
bit_test_asm_p (const gasm *as, unsigned *bit_op, unsigned *base_op,
                bool *store)
{
#ifdef NOSPEC_ARCH_X86_H
  const char *t = gimple_asm_string (as);
  while (ISSPACE (*t))
    t++;
  if (t[0] != 'b' || t[1] != 't')
    return false;
  t += 2;
  *store = false;
  if (*t == 's' || *t == 'r' || *t == 'c')
    {
      *store = true;
      t++;
    }
  if (*t == 'w' || *t == 'l' || *t == 'q')
    t++;
  if (*t != ' ' && *t != '\t')
    return false;
  while (*t == ' ' || *t == '\t')
    t++;
  int bit = operand_number (&t);
  while (*t == ' ' || *t == '\t')
    t++;
  if (bit < 0 || *t++ != ',')
    return false;
  while (*t == ' ' || *t == '\t')
    t++;
  int base = operand_number (&t);
  if (base < 0 || base == bit)
    return false;
  *bit_op = bit;
  *base_op = base;
  return true;
#else
  (void) as; (void) bit_op; (void) base_op; (void) store;
  return false;
#endif
}

/* A speculation barrier.  */
gimple *
build_fence (void)
{
#if NOSPEC_HAVE_FENCE
  vec<tree, va_gc> *clobbers = NULL;
  vec_safe_push (clobbers, build_tree_list (NULL_TREE,
                                            build_string (7, "memory")));
  gasm *stmt = gimple_build_asm_vec (NOSPEC_ASM_FENCE, NULL, NULL, clobbers,
                                     NULL);
  gimple_asm_set_volatile (stmt, true);
  return stmt;
#else
  gcc_unreachable ();
#endif
}

bool
target_has_fence (void)
{
  return NOSPEC_HAVE_FENCE;
}

const char *
target_arch_name (void)
{
  return NOSPEC_ARCH_NAME;
}

/* Is STMT a mask computed by nospec (the runtime's array_index_mask_nospec
   or a mask this plugin inserted)?  A value ANDed with it is sanitized.  */
bool
asm_is_nospec_mask (const gasm *stmt)
{
#if defined(NOSPEC_ASM_MASK_LTU)
  const char *s = gimple_asm_string (stmt);
  return strcmp (s, NOSPEC_ASM_MASK_LTU) == 0
         || strcmp (s, numbered (NOSPEC_ASM_MASK_LTU)) == 0;
#else
  (void) stmt;
  return false;
#endif
}

bool
asm_is_nospec_fence (const gasm *stmt)
{
#if NOSPEC_HAVE_FENCE
  return strcmp (gimple_asm_string (stmt), NOSPEC_ASM_FENCE) == 0;
#else
  (void) stmt;
  return false;
#endif
}

bool
asm_is_nospec_source (const gasm *stmt)
{
  return strcmp (gimple_asm_string (stmt), source_marker) == 0;
}

/* OUT = IN through an empty asm that marks OUT as attacker-controlled.  */
gimple *
build_source_marker (tree out, tree in)
{
  vec<tree, va_gc> *inputs = NULL;
  vec<tree, va_gc> *outputs = NULL;
  vec_safe_push (outputs, asm_operand ("=r", out));
  vec_safe_push (inputs, asm_operand ("0", in));
  gasm *stmt = gimple_build_asm_vec (source_marker, inputs, outputs, NULL,
                                     NULL);
  SSA_NAME_DEF_STMT (out) = stmt;
  return stmt;
}

/* An asm that emits nothing and says "the memory PTR points to holds
   attacker data" (a buffer an input function filled).  It has no
   outputs, so GCC keeps it; taint.cc reads it and removes it.  */
gimple *
build_memory_marker (tree ptr)
{
  vec<tree, va_gc> *inputs = NULL;
  vec_safe_push (inputs, asm_operand ("r", ptr));
  gasm *stmt = gimple_build_asm_vec (memory_marker, inputs, NULL, NULL, NULL);
  gimple_asm_set_volatile (stmt, true);
  return stmt;
}

bool
asm_is_nospec_memory (const gasm *stmt)
{
  return strcmp (gimple_asm_string (stmt), memory_marker) == 0;
}

} /* namespace nospec */
