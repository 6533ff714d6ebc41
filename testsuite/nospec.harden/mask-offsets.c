/* See mask-offsets.h.  window (): one AND for its sixteen loads (the
   plugin before this rule masked each index, 16 ANDs); window_ptr ():
   one for four; far (): one for its one load.  3 masks, 3 ANDs.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

#include "mask-offsets.h"

/* { dg-final { scan-assembler-times {\msbb\s} 3 { target x86 } } } */
/* { dg-final { scan-assembler-times {\mand[lq]?\s} 3 { target x86 } } } */
/* { dg-final { scan-assembler-not {lfence} { target x86 } } } */
/* The widened sums: each C of window () is the displacement of its load
   (mask-offsets-wrapv.c: not under -fwrapv).  */
/* { dg-final { scan-assembler {\mmovswl\s+(t\+)?2\(} { target { x86 && lp64 } } } } */
/* { dg-final { scan-assembler-times {\mcsdb\M} 3 { target aarch64 } } } */
/* { dg-final { scan-assembler-times {\mand\s} 3 { target aarch64 } } } */
