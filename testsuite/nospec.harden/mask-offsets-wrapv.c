/* mask-offsets.h with -fwrapv (the kernel's -fno-strict-overflow
   implies it): a signed `gs + C' may wrap, so the plugin does not widen
   the sum to the word to share it.  window () still has one mask and
   one AND (of gs), but each int sum is computed and sign-extended on
   its own: no load from t has a constant displacement, where without
   -fwrapv (mask-offsets.c) GCC folds each C into the addressing mode.
   window_ptr () masks each of its four sign-extended sums.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fwrapv" } */

#include "mask-offsets.h"

/* { dg-final { scan-assembler-times {\msbb\s} 3 { target x86 } } } */
/* { dg-final { scan-assembler-times {\mand[lq]?\s} 6 { target { x86 && lp64 } } } } */
/* { dg-final { scan-assembler-not {\mmovswl\s+\d+\(} { target { x86 && lp64 } } } } */
/* { dg-final { scan-assembler-not {lfence} { target x86 } } } */
/* { dg-final { scan-assembler-times {\mcsdb\M} 3 { target aarch64 } } } */
/* { dg-final { scan-assembler-times {\mand\s} 6 { target aarch64 } } } */
