/* guards=nearest (the default): each load of the decoder is masked with
   the checks of its own index ("zn > 20", "zvec - base[zn] >= 258"),
   not with the dozen checks of the other expansion and of the bit reader
   that its index meets through the loop's PHIs.  The dump lists each
   site with its guards; no site keeps more than three, and no fence.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdump-tree-all" } */

#include "guards-decoder.h"

/* { dg-final { scan-dump "t.nospec" "site \\(index mask, 1 guard" } } */
/* { dg-final { scan-dump-not "t.nospec" "site \\(index mask, (\[4-9\]|\[1-9\]\[0-9\]) guard" } } */
/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
