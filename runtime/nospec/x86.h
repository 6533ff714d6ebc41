/* nospec/x86.h - speculation-safe sequences for x86-64 and i686.

   This file is the single source of truth for the x86 instruction
   sequences: runtime/nospec.h wraps them in inline asm, and the nospec GCC
   plugin emits the very same templates as GIMPLE asm statements.

   Operands (named, rewritten to numbers by the plugin):
     %[m]  output, a register: all ones when a < b (unsigned), else zero
     %[a]  input register      %[b]  input register or immediate
           (NOSPEC_ASM_MASK_B: "re", a register or a sign-extended 32-bit
           constant, which cmp takes as its source operand)

   Mask: cmp/sbb, the Linux kernel's choice.  After "cmp b, a" (AT&T
   order: computes a - b) the carry flag is set exactly when a < b; "sbb
   m, m" turns it into 0 or ~0 with a data dependency the processor does
   not predict.  The template carries both assembler dialects,
   {AT&T|Intel}: with -masm=intel a template written for AT&T alone
   compares b with a instead, and every mask comes out inverted.
   The carry flag still holds a < b after the sbb (sbb m, m borrows
   exactly when it came in set), so the plugin can give the mask a flag
   output (NOSPEC_ASM_MASK_LTU_FLAG, GCC's "=@ccb") that a branch on the
   same comparison uses instead of a compare of its own.
   Fence: lfence, which does not let later instructions start until every
   earlier one, including a mispredicted branch, has resolved (on AMD
   processors only when the OS has made LFENCE dispatch-serialising, as
   Linux does).  LFENCE needs SSE2: an i686 without SSE2 (Pentium III and
   older) has the mask but no usable barrier.  */

#ifndef NOSPEC_ARCH_X86_H
#define NOSPEC_ARCH_X86_H

#define NOSPEC_ARCH_NAME "x86"
#define NOSPEC_ASM_MASK_LTU "cmp {%[b], %[a]|%[a], %[b]}\n\tsbb %[m], %[m]"
#define NOSPEC_ASM_MASK_INIT_ONES 0
#define NOSPEC_ASM_MASK_B "re"
#define NOSPEC_ASM_MASK_LTU_FLAG "=@ccb"
#define NOSPEC_ASM_FENCE "lfence"
#define NOSPEC_HAVE_FENCE 1

#endif
