/* Harden mode, AArch64: an index selected by hand with cmp; csel; csdb
   (nospec.detect/olevel-hand-select.c, its protected functions) gets no
   mask of the plugin's: the assembly is the one a build without the
   plugin gives, at every -O level (harden.exp).  */
/* { dg-do compile { target aarch64 } } */
/* { dg-options "-O2" } */

#define HAND_PROTECTED_ONLY
#include "../nospec.detect/olevel-hand-select.c"

/* { dg-final { scan-assembler-times "csdb" 2 { target aarch64 } } } */
/* { dg-final { scan-assembler-not "dsb\\s+sy|isb" { target aarch64 } } } */
