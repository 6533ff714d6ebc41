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

/* TEMPLATE with %[m] turned into %0, %[a] into %A and %[b] into %B
   (single digits), in a new string.  */
static char *
renumber (const char *templ, char a, char b)
{
  size_t len = strlen (templ);
  char *out = XNEWVEC (char, len + 1);
  size_t o = 0;
  for (size_t i = 0; i < len; i++)
    {
      if (templ[i] == '%' && templ[i + 1] == '[' && templ[i + 3] == ']')
        {
          char c = templ[i + 2];
          out[o++] = '%';
          out[o++] = c == 'm' ? '0' : c == 'a' ? a : b;
          i += 3;
        }
      else
        out[o++] = templ[i];
    }
  out[o] = '\0';
  return out;
}

/* TEMPLATE with %[m], %[a], %[b] turned into %0, %1, %2; with FLAG,
   for the mask with a flag output (mask_with_flag), which is %1, into
   %0, %2, %3.  */
static const char *
numbered (const char *templ, bool flag)
{
  static char *cached[2];
  if (!cached[flag])
    cached[flag] = flag ? renumber (templ, '2', '3')
                        : renumber (templ, '1', '2');
  return cached[flag];
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
  gasm *stmt = gimple_build_asm_vec (numbered (NOSPEC_ASM_MASK_LTU, false),
                                     inputs,
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

/* Is AS a mask this plugin inserted with build_mask_ltu (a hand-written
   one is volatile and keeps the runtime's operand names)?  Sets *A and *B
   to its inputs: AS sets its output to all ones exactly when A < B.  */
bool
plugin_mask_operands (const gasm *as, tree *a, tree *b)
{
#if defined(NOSPEC_ASM_MASK_LTU)
  if (gimple_asm_volatile_p (as) || gimple_asm_noutputs (as) != 1
      || gimple_asm_ninputs (as) < 2
      || strcmp (gimple_asm_string (as),
                 numbered (NOSPEC_ASM_MASK_LTU, false)) != 0)
    return false;
  *a = TREE_VALUE (gimple_asm_input_op (as, 0));
  *b = TREE_VALUE (gimple_asm_input_op (as, 1));
  return true;
#else
  (void) as; (void) a; (void) b;
  return false;
#endif
}

/* Does the target's mask sequence leave a flag that holds "a < b"
   (NOSPEC_ASM_MASK_LTU_FLAG), for mask_with_flag?  */
bool
mask_flag_available_p (void)
{
#if defined(NOSPEC_ASM_MASK_LTU) && defined(NOSPEC_ASM_MASK_LTU_FLAG)
  return true;
#else
  return false;
#endif
}

/* AS, a mask plugin_mask_operands accepts, as a new statement (taking
   over its operands: AS is to be replaced by it) with a
   second output FLAG (a boolean SSA name) that the sequence sets exactly
   when its first input is below its second: the flags its own compare
   left, which a branch on the same comparison can use instead of
   comparing again.  Only for targets whose sequence leaves such a flag
   (mask_flag_available_p).  */
gasm *
mask_with_flag (const gasm *as, tree flag)
{
#if defined(NOSPEC_ASM_MASK_LTU) && defined(NOSPEC_ASM_MASK_LTU_FLAG)
  vec<tree, va_gc> *inputs = NULL;
  vec<tree, va_gc> *outputs = NULL;
  vec<tree, va_gc> *clobbers = NULL;
  for (unsigned i = 0; i < gimple_asm_ninputs (as); i++)
    vec_safe_push (inputs, gimple_asm_input_op (as, i));
  vec_safe_push (outputs, gimple_asm_output_op (as, 0));
  vec_safe_push (outputs, asm_operand (NOSPEC_ASM_MASK_LTU_FLAG, flag));
  /* Not the "cc" clobber: the flag output says the sequence writes the
     flags, and AArch64 rejects a clobber of what an output sets.  */
  for (unsigned i = 0; i < gimple_asm_nclobbers (as); i++)
    if (strcmp (TREE_STRING_POINTER (TREE_VALUE (gimple_asm_clobber_op
                                                   (as, i))), "cc") != 0)
      vec_safe_push (clobbers, gimple_asm_clobber_op (as, i));
  gasm *stmt = gimple_build_asm_vec (numbered (NOSPEC_ASM_MASK_LTU, true),
                                     inputs, outputs, clobbers, NULL);
  gimple_set_location (stmt, gimple_location (as));
  SSA_NAME_DEF_STMT (TREE_VALUE (gimple_asm_output_op (as, 0))) = stmt;
  SSA_NAME_DEF_STMT (flag) = stmt;
  return stmt;
#else
  (void) as; (void) flag;
  gcc_unreachable ();
#endif
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

/* A fence the first instance of the pass leaves for the second to
   decide (pass.cc, resolve_pending_fences): the fence's own instructions
   and a blank line after them, so that it is told apart from a fence
   that stays, and so that, should it ever reach the assembler, it still
   is a fence.  */
#define NOSPEC_ASM_PENDING_FENCE NOSPEC_ASM_FENCE "\n"

gimple *
build_pending_fence (void)
{
#if NOSPEC_HAVE_FENCE
  vec<tree, va_gc> *clobbers = NULL;
  vec_safe_push (clobbers, build_tree_list (NULL_TREE,
                                            build_string (7, "memory")));
  gasm *stmt = gimple_build_asm_vec (NOSPEC_ASM_PENDING_FENCE, NULL, NULL,
                                     clobbers, NULL);
  gimple_asm_set_volatile (stmt, true);
  return stmt;
#else
  gcc_unreachable ();
#endif
}

/* A pending fence becomes a fence for good: the same statement (its
   virtual operands stay), without the mark.  */
void
settle_pending_fence (gasm *stmt)
{
#if NOSPEC_HAVE_FENCE
  stmt->string = ggc_alloc_string (NOSPEC_ASM_FENCE, -1);
#else
  (void) stmt;
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
         || strcmp (s, numbered (NOSPEC_ASM_MASK_LTU, false)) == 0
         || strcmp (s, numbered (NOSPEC_ASM_MASK_LTU, true)) == 0;
#else
  (void) stmt;
  return false;
#endif
}

/* ---- Hand-written sequences (handmask.cc): asm statements that code
   protected by hand uses, recognized by the instructions they hold.  ---- */

/* Call VISIT on the mnemonic of each instruction of TEMPL until it
   returns true; return whether one did.  Instructions are separated by
   newlines and ';', and the {AT&T|Intel} dialect alternatives start a
   word too; labels ("661:") and leading blanks are skipped.  A word is
   letters, digits, '_' and '.'.  */
static bool
any_mnemonic (const char *templ, bool (*visit) (const char *, size_t, void *),
              void *data)
{
  const char *t = templ;
  bool start = true;
  while (*t)
    {
      if (*t == '\n' || *t == ';' || *t == '{' || *t == '|')
        {
          start = true;
          t++;
          continue;
        }
      if (!start || ISSPACE (*t))
        {
          t++;
          continue;
        }
      const char *w = t;
      while (ISALNUM (*t) || *t == '_' || *t == '.')
        t++;
      size_t len = t - w;
      if (len && *t == ':')
        {
          /* A label: the instruction follows it.  */
          t++;
          continue;
        }
      start = false;
      if (len && visit (w, len, data))
        return true;
      if (!len)
        t++;
    }
  return false;
}

/* Is the word W of LEN characters one of NAMES (a NULL-terminated
   list), ignoring case, optionally followed by one of SUFFIXES?  */
static bool
word_in (const char *w, size_t len, const char *const *names,
         const char *suffixes)
{
  for (; *names; names++)
    {
      size_t n = strlen (*names);
      if (len < n || strncasecmp (w, *names, n) != 0)
        continue;
      if (len == n)
        return true;
      if (len == n + 1 && suffixes && strchr (suffixes, TOLOWER (w[n])))
        return true;
    }
  return false;
}

/* Instructions that turn a comparison into an all-ones-or-zero value (or
   select a value or zero) without a branch: the heart of every mask
   sequence of the targets GCC and the Linux kernel know.  x86 sbb (with
   a size suffix), cmov; Arm and AArch64 sbc, ngc, csel, csetm, csinv;
   POWER subfe, isel; s390 slbgr and its relatives, locgr; RISC-V,
   LoongArch and MIPS sltu, RISC-V's czero.  */
static bool
mask_mnemonic_p (const char *w, size_t len, void *)
{
  static const char *const suffixed[] = { "sbb", NULL };
  static const char *const plain[] = {
    "sbc", "sbcs", "ngc", "ngcs", "csel", "csetm", "csinv",
    "subfe", "isel", "slbgr", "slbg", "slbr", "slb", "locgr", "locr",
    "sltu", "sltiu", "czero.eqz", "czero.nez", NULL
  };
  return word_in (w, len, suffixed, "bwlq")
         || (len > 4 && strncasecmp (w, "cmov", 4) == 0)
         || word_in (w, len, plain, NULL);
}

/* Could AS compute a mask of one of its inputs (handmask.cc): one
   output, at least two inputs (the value and its bound), and an
   instruction of mask_mnemonic_p.  What the mask means (which side of
   the bound gives all ones) is not checked.  Our own sequence is one
   too.  */
bool
asm_mask_like_p (const gasm *as)
{
  if (gimple_asm_noutputs (as) != 1 || gimple_asm_ninputs (as) < 2)
    return false;
  if (asm_is_nospec_mask (as))
    return true;
  return any_mnemonic (gimple_asm_string (as), mask_mnemonic_p, NULL);
}

/* Does AS only copy its input to its output, emitting nothing: one
   output, one input tied to it ("0", which is also what an in-out "+r"
   operand becomes), and a template of blanks or an assembler comment
   (Linux's OPTIMIZER_HIDE_VAR, RELOC_HIDE, our own opaque copies and
   source marks)?  Then return the input, else NULL_TREE.  */
tree
asm_identity_input (const gasm *as)
{
  if (gimple_asm_noutputs (as) != 1 || gimple_asm_ninputs (as) != 1)
    return NULL_TREE;
  tree in = gimple_asm_input_op (as, 0);
  const char *c = TREE_STRING_POINTER (TREE_VALUE (TREE_PURPOSE (in)));
  if (strcmp (c, "0") != 0)
    return NULL_TREE;
  const char *t = gimple_asm_string (as);
  while (ISSPACE (*t))
    t++;
  if (*t && strncmp (t, ASM_COMMENT_START, strlen (ASM_COMMENT_START)) != 0)
    return NULL_TREE;
  return TREE_VALUE (in);
}

/* A speculation barrier's mnemonics: x86 lfence (also inside a kernel
   ALTERNATIVE, whose replacement text holds it), AArch64 and Arm sb, or
   dsb together with isb.  */
struct fence_words { bool dsb, isb, fence; };

static bool
fence_mnemonic_p (const char *w, size_t len, void *data)
{
  struct fence_words *f = (struct fence_words *) data;
  static const char *const full[] = { "lfence", "sb", NULL };
  static const char *const dsb[] = { "dsb", NULL };
  static const char *const isb[] = { "isb", NULL };
  if (word_in (w, len, full, NULL))
    f->fence = true;
  f->dsb |= word_in (w, len, dsb, NULL);
  f->isb |= word_in (w, len, isb, NULL);
  return f->fence || (f->dsb && f->isb);
}

/* Is AS a speculation barrier: ours (nospec_barrier, or one the plugin
   inserted), or one written by hand (Linux's barrier_nospec)?  A barrier
   has no outputs and is volatile.  */
bool
asm_fence_like_p (const gasm *as)
{
  if (asm_is_nospec_fence (as))
    return true;
  if (gimple_asm_noutputs (as) != 0 || !gimple_asm_volatile_p (as))
    return false;
  struct fence_words f = { false, false, false };
  return any_mnemonic (gimple_asm_string (as), fence_mnemonic_p, &f);
}

/* ---- An AArch64 select of a value or zero (asm_select_or_zero).  ---- */

/* One instruction of a template: its mnemonic and up to four operands,
   each without surrounding blanks.  */
struct insn_text {
  char mnemonic[16];
  char ops[4][24];
  unsigned nops;
};

/* Split the instruction that starts at *T (up to a newline or ';') into
   INSN; advance *T past it.  Returns false at the end of the template.
   An operand too long for its slot is kept cut short, which makes it
   match nothing.  */
static bool
next_insn (const char **t, struct insn_text *insn)
{
  const char *p = *t;
  if (!*p)
    return false;
  memset (insn, 0, sizeof *insn);
  while (*p == ' ' || *p == '\t')
    p++;
  size_t n = 0;
  while (ISALNUM (*p) || *p == '.' || *p == '_')
    {
      if (n + 1 < sizeof insn->mnemonic)
        insn->mnemonic[n++] = TOLOWER (*p);
      p++;
    }
  while (*p && *p != '\n' && *p != ';')
    {
      while (*p == ' ' || *p == '\t' || *p == ',')
        p++;
      if (!*p || *p == '\n' || *p == ';' || insn->nops == 4)
        break;
      char *op = insn->ops[insn->nops++];
      size_t k = 0;
      while (*p && *p != ',' && *p != '\n' && *p != ';')
        {
          if (k + 1 < sizeof insn->ops[0] && !ISSPACE (*p))
            op[k++] = TOLOWER (*p);
          p++;
        }
    }
  if (*p)
    p++;
  *t = p;
  return true;
}

/* The operand number OP refers to ("%2", "%w2", "%x2", or "%[name]"
   looked up in AS), or -1.  */
static int
operand_ref (const gasm *as, const char *op)
{
  if (op[0] != '%')
    return -1;
  op++;
  if (*op == '[')
    {
      const char *end = strchr (op, ']');
      if (!end || end[1])
        return -1;
      size_t len = end - op - 1;
      unsigned nout = gimple_asm_noutputs (as);
      unsigned total = nout + gimple_asm_ninputs (as);
      for (unsigned i = 0; i < total; i++)
        {
          tree o = i < nout ? gimple_asm_output_op (as, i)
                            : gimple_asm_input_op (as, i - nout);
          tree name = TREE_PURPOSE (TREE_PURPOSE (o));
          if (name && (size_t) TREE_STRING_LENGTH (name) == len + 1
              && strncasecmp (TREE_STRING_POINTER (name), op + 1, len) == 0)
            return i;
        }
      return -1;
    }
  if (*op == 'w' || *op == 'x')
    op++;
  if (!ISDIGIT (*op))
    return -1;
  int n = 0;
  for (; ISDIGIT (*op); op++)
    n = n * 10 + (*op - '0');
  return *op ? -1 : n;
}

static bool
zero_register_p (const char *op)
{
  return strcmp (op, "xzr") == 0 || strcmp (op, "wzr") == 0;
}

static bool
cond_in (const char *cond, const char *const *list)
{
  for (; *list; list++)
    if (strcmp (cond, *list) == 0)
      return true;
  return false;
}

/* Is AS an AArch64 "select the value or zero" sequence written by hand,
   in the Arm-recommended form

     cmp   %K, %B              (or cmp %B, %K)
     csel  %0, %K, xzr, lo     (or csel %0, xzr, %K, hs; ...)
     csdb

   whose single output is operand K when K is below (or at most) the
   other operand of the compare, and zero otherwise?  CSDB must be in the
   same statement: without it the selected value may be speculated.  On
   a match, *INPUT is the input operand that holds K (for K = 0, the
   input tied to the output).  */
bool
asm_select_or_zero (const gasm *as, unsigned *input)
{
  if (gimple_asm_noutputs (as) != 1)
    return false;
  const char *t = gimple_asm_string (as);
  struct insn_text insn;
  int cmp_a = -2, cmp_b = -2, sel = -1;
  bool sel_first = false, csdb = false;
  char cond[8] = "";
  while (next_insn (&t, &insn))
    {
      if (strcmp (insn.mnemonic, "csdb") == 0
          || (strcmp (insn.mnemonic, "hint") == 0 && insn.nops == 1
              && (strcmp (insn.ops[0], "#20") == 0
                  || strcmp (insn.ops[0], "20") == 0)))
        csdb = sel >= 0;
      else if (strcmp (insn.mnemonic, "cmp") == 0 && insn.nops == 2)
        {
          cmp_a = operand_ref (as, insn.ops[0]);
          cmp_b = operand_ref (as, insn.ops[1]);
        }
      else if (strcmp (insn.mnemonic, "csel") == 0 && insn.nops == 4
               && operand_ref (as, insn.ops[0]) == 0
               && strlen (insn.ops[3]) < sizeof cond)
        {
          if (zero_register_p (insn.ops[2]))
            sel = operand_ref (as, insn.ops[1]), sel_first = true;
          else if (zero_register_p (insn.ops[1]))
            sel = operand_ref (as, insn.ops[2]), sel_first = false;
          else
            return false;
          strcpy (cond, insn.ops[3]);
        }
    }
  if (sel < 0 || !csdb || (sel != cmp_a && sel != cmp_b) || cmp_a == cmp_b)
    return false;
  /* The conditions under which K is in range: K below (or at most) the
     bound, as "cmp K, B" or "cmp B, K" sets the flags.  */
  static const char *const k_first_in[] = { "lo", "cc", "ls", NULL };
  static const char *const k_first_out[] = { "hs", "cs", "hi", NULL };
  static const char *const k_second_in[] = { "hi", "hs", "cs", NULL };
  static const char *const k_second_out[] = { "ls", "lo", "cc", NULL };
  bool k_first = sel == cmp_a;
  const char *const *keep = k_first ? k_first_in : k_second_in;
  const char *const *drop = k_first ? k_first_out : k_second_out;
  if (!cond_in (cond, sel_first ? keep : drop))
    return false;
  unsigned nout = gimple_asm_noutputs (as);
  if ((unsigned) sel >= nout)
    {
      if ((unsigned) sel - nout >= gimple_asm_ninputs (as))
        return false;
      *input = sel - nout;
      return true;
    }
  /* K is the output itself: an in-out operand, whose value comes in
     through the input tied to it.  */
  for (unsigned i = 0; i < gimple_asm_ninputs (as); i++)
    {
      tree in = gimple_asm_input_op (as, i);
      if (strcmp (TREE_STRING_POINTER (TREE_VALUE (TREE_PURPOSE (in))), "0")
          == 0)
        {
          *input = i;
          return true;
        }
    }
  return false;
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
asm_is_nospec_pending_fence (const gasm *stmt)
{
#if NOSPEC_HAVE_FENCE
  return strcmp (gimple_asm_string (stmt), NOSPEC_ASM_PENDING_FENCE) == 0;
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
