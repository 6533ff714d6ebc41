/* guards=all: the store in runs() keeps the check of its loop's start
   value, whose mask is carried round the outer loop.  The other
   direction of guards-loop-test.c.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdump-tree-all -fplugin-arg-nospec-guards=all" } */

#include "guards-loop-test.h"

/* { dg-final { scan-dump "t.nospec" "2 gadget site\\(s\\) in runs" } } */
/* { dg-final { scan-dump "t.nospec" "mask at join" } } */
/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
