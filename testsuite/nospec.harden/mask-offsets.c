/* See mask-offsets.h.  window (): one AND for its sixteen loads (the
   plugin before this rule masked each index, 16 ANDs); window_ptr ():
   one for four; far (): one for its one load.  3 masks, 3 ANDs.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

#include "mask-offsets.h"

/* { dg-final { scan-assembler-times {\msbb\s} 3 { target x86 } } } */
/* { dg-final { scan-assembler-times {\mand[lq]?\s} 3 { target x86 } } } */
/* { dg-final { scan-assembler-not {lfence} { target x86 } } } */
/* The widened sums: one sign extension per function, each C added after
   it (as the displacement of a load, or GCC 16's two vector loads of
   t[gs] to t[gs + 15]); without the rule, or under -fwrapv
   (mask-offsets-wrapv.c), 21.  */
/* { dg-final { scan-assembler-times {\m(movslq|cltq)\M} 3 { target { x86 && lp64 } } } } */
/* { dg-final { scan-assembler-times {\mcsdb\M} 3 { target aarch64 } } } */
/* { dg-final { scan-assembler-times {\mand\s} 3 { target aarch64 } } } */
