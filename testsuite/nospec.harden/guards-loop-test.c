/* guards=nearest: a store in a loop that the loop's own test of its index
   ("n >= 512" inside "while (es > 0)") would not make a gadget (the loop
   rule), but a check of the value the loop starts from does, through the
   outer loop's PHIs.  That check's mask would have to be carried round
   the outer loop (a web, "mask at join"); the loop's own test, right
   above the store, is used instead.  In start(), the check of the start
   value dominates the loop, its mask is computed once before it and
   stays.  The other direction: guards-loop-test-all.c.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdump-tree-all" } */

#include "guards-loop-test.h"

/* { dg-final { scan-dump "t.nospec" "2 gadget site\\(s\\) in runs" } } */
/* { dg-final { scan-dump-not "t.nospec" "mask at join" } } */
/* { dg-final { scan-dump "t.nospec" "guard bb\[0-9\]+->bb\[0-9\]+ mask .\[a-z \]*.: if \\(i_\[0-9\]+\\(D\\) > 63\\)" } } */
/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
