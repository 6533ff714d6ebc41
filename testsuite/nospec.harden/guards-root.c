/* guards=nearest: an unsigned check of the index itself ("idx >= n")
   bounds it on both sides, so the mask is that check alone; the check of
   the value it is computed from ("nr > 1000") is left out.  The other
   direction: guards-root-all.c.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdump-tree-all" } */

#include "guards-root.h"

/* { dg-final { scan-dump "t.nospec" "site \\(index mask, 1 guard\\(s\\)\\)" } } */
/* { dg-final { scan-dump-not "t.nospec" "guard .*> 1000\\)" } } */
/* { dg-final { scan-assembler-times "sbb" 1 { target { x86 && lp64 } } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
