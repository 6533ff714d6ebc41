/* Harden mode: loads behind a barrier written after their check
   (nospec.detect/olevel-hand-fence.c, its protected functions) get no
   mask and no fence of the plugin's: the assembly is the one a build
   without the plugin gives, at every -O level (harden.exp).  */
/* { dg-do compile } */
/* { dg-require-effective-target fence } */
/* { dg-options "-O2" } */

#define HAND_PROTECTED_ONLY
#include "../nospec.detect/olevel-hand-fence.c"

/* { dg-final { scan-assembler-times "lfence" 3 { target x86 } } } */
/* { dg-final { scan-assembler-not "sbb" { target x86 } } } */
/* { dg-final { scan-assembler-not "csdb" { target aarch64 } } } */
