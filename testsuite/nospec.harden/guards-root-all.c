/* guards=all: both checks of guards-root.c go into the mask.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdump-tree-all -fplugin-arg-nospec-guards=all" } */

#include "guards-root.h"

/* { dg-final { scan-dump "t.nospec" "site \\(index mask, 2 guard\\(s\\)\\)" } } */
/* { dg-final { scan-dump "t.nospec" "guard .*> 1000\\)" } } */
/* { dg-final { scan-assembler-times "sbb" 2 { target { x86 && lp64 } } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
