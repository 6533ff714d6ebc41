/* Harden mode: indexes masked by hand in the kernel's shapes
   (nospec.detect/olevel-hand-mask.c, its protected functions) get no
   second mask: harden.exp checks that the assembly is the one a build
   without the plugin gives, at every -O level.  Six hand masks, each
   one cmp/sbb on x86 (the wrapper's inlined at -O2; the generic mask
   has no sbb); on 32-bit x86 the unsigned long long check of
   mask_of_kept_half is one more (cmp/sbb on the high half).  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

#define HAND_PROTECTED_ONLY
#include "../nospec.detect/olevel-hand-mask.c"

/* { dg-final { scan-assembler-times "sbb" 4 { target { x86 && lp64 } } } } */
/* { dg-final { scan-assembler-times "sbb" 5 { target { x86 && ilp32 } } } } */
/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler-not "csdb|dsb\\s+sy|isb" { target aarch64 } } } */
