/* nospec/x86.h - speculation-safe sequences for x86-64 and i686.

   This file is the single source of truth for the x86 instruction
   sequences: runtime/nospec.h wraps them in inline asm, and the nospec GCC
   plugin emits the very same templates as GIMPLE asm statements.

   Operands (named, rewritten to numbers by the plugin):
     %[m]  output, a register: all ones when a < b (unsigned), else zero
     %[a]  input register      %[b]  input register

   Mask: cmp/sbb, the Linux kernel's choice.  After "cmp b, a" the carry
   flag is set exactly when a < b; "sbb m, m" turns it into 0 or ~0 with a
   data dependency the processor does not predict.
   Fence: lfence, which does not let later instructions start until every
   earlier one, including a mispredicted branch, has resolved.  */

#ifndef NOSPEC_ARCH_X86_H
#define NOSPEC_ARCH_X86_H

#define NOSPEC_ARCH_NAME "x86"
#define NOSPEC_ASM_MASK_LTU "cmp %[b], %[a]\n\tsbb %[m], %[m]"
#define NOSPEC_ASM_MASK_INIT_ONES 0
#define NOSPEC_ASM_FENCE "lfence"
#define NOSPEC_HAVE_FENCE 1

#endif
