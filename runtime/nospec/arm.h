/* nospec/arm.h - speculation-safe sequences for 32-bit Arm (ARMv7-A, A32
   and T32).

   Single source of truth for both runtime/nospec.h and the nospec plugin.

   Mask: "cmp a, b" clears the carry flag exactly when a < b (unsigned);
   "sbc m, a, a" computes a - a - !C, that is ~0 when a < b and 0
   otherwise; CSDB stops later instructions from consuming a value computed
   from predicted flags.  Works in ARM and Thumb-2 state without IT blocks.
   Fence: "dsb sy; isb".  nospec.h selects this file only for ARMv7-A
   and later A-profile cores (__ARM_ARCH >= 7): older cores have no DSB
   and ISB instructions and are treated as an unknown architecture.  */

#ifndef NOSPEC_ARCH_ARM_H
#define NOSPEC_ARCH_ARM_H

#define NOSPEC_ARCH_NAME "arm"
#define NOSPEC_ASM_MASK_LTU "cmp %[a], %[b]\n\tsbc %[m], %[a], %[a]\n\tcsdb"
#define NOSPEC_ASM_MASK_INIT_ONES 0
#define NOSPEC_ASM_FENCE "dsb sy\n\tisb"
#define NOSPEC_HAVE_FENCE 1

#endif
