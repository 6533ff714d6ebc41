/* See mask-cheap.h.  One mask per function (3 in all), each ANDed once:
   in shift () the four loads and four stores of one iteration share the
   AND of z, where each index had its own before (5 ANDs in the loop);
   no NOT of a mask, no btc; through () loads with the scaled addressing
   mode from base and the masked zn, where the whole address used to be
   masked (a shift and an add before it).  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

#include "mask-cheap.h"

/* { dg-final { scan-assembler-times {\msbb\s} 3 { target x86 } } } */
/* { dg-final { scan-assembler-times {\mand[lq]?\s} 3 { target x86 } } } */
/* { dg-final { scan-assembler-not {\mnot[lq]?\s} { target x86 } } } */
/* { dg-final { scan-assembler-not {\mbtc} { target x86 } } } */
/* { dg-final { scan-assembler {\mmovl\s+\(%\w+,%\w+,4\), %\w+\n\s*ret} { target x86 } } } */
/* { dg-final { scan-assembler-times {\mcsdb\M} 3 { target aarch64 } } } */
/* { dg-final { scan-assembler-times {\mand\s} 3 { target aarch64 } } } */
/* { dg-final { scan-assembler-not {\mmvn\s} { target aarch64 } } } */
/* { dg-final { scan-assembler {\mldr\s+w\d+, \[x\d+, x\d+, lsl 2\]\n\s*ret} { target aarch64 } } } */
