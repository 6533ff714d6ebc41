/* Harden mode: indexes narrowed (or widened) before their hand mask
   (nospec.detect/olevel-hand-mask-narrowed.c, its protected functions)
   get no second mask: harden.exp checks that the assembly is the one a
   build without the plugin gives, at every -O level.  Four hand masks
   are cmp/sbb on x86 (the generic one has no sbb).  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

#define HAND_PROTECTED_ONLY
#include "../nospec.detect/olevel-hand-mask-narrowed.c"

/* { dg-final { scan-assembler-times "sbb" 4 { target x86 } } } */
/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler-not "csdb|dsb\\s+sy|isb" { target aarch64 } } } */
