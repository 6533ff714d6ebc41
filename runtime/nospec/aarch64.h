/* nospec/aarch64.h - speculation-safe sequences for AArch64.

   Single source of truth for both runtime/nospec.h and the nospec plugin.

   Mask: the Arm-recommended CSEL + CSDB form.  %[m] enters holding all
   ones (NOSPEC_ASM_MASK_INIT_ONES) and CSEL keeps it when a < b (unsigned,
   condition LO) or replaces it with zero.  CSDB makes sure no later
   instruction uses a CSEL result computed from predicted condition flags.
   CSDB is not a barrier by itself: it only orders conditional selects.
   Neither CSEL nor CSDB sets the flags, so after the sequence LO still
   holds a < b: the plugin can give the mask a flag output
   (NOSPEC_ASM_MASK_LTU_FLAG, GCC's "=@cclo") that a branch on the same
   comparison uses instead of a compare of its own.
   Fence: "dsb sy; isb", the architectural speculation barrier available on
   every ARMv8.0 core (SB needs ARMv8.5).
   %[b] (NOSPEC_ASM_MASK_B: "rI") is a register or a constant that CMP
   takes as its immediate (0 to 4095, optionally shifted left by 12), so
   a constant bound needs no MOV into a register first.  */

#ifndef NOSPEC_ARCH_AARCH64_H
#define NOSPEC_ARCH_AARCH64_H

#define NOSPEC_ARCH_NAME "aarch64"
#define NOSPEC_ASM_MASK_LTU "cmp %[a], %[b]\n\tcsel %[m], %[m], xzr, lo\n\tcsdb"
#define NOSPEC_ASM_MASK_INIT_ONES 1
#define NOSPEC_ASM_MASK_B "rI"
#define NOSPEC_ASM_MASK_LTU_FLAG "=@cclo"
#define NOSPEC_ASM_FENCE "dsb sy\n\tisb"
#define NOSPEC_HAVE_FENCE 1

#endif
