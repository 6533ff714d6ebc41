/* guards=all (nospec 0.2's placement): every check the load depends on
   whose condition meets its index is ANDed into its mask; in the decoder
   that is ten or more per load.  The other direction of
   guards-nearest.c.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdump-tree-all -fplugin-arg-nospec-guards=all" } */

#include "guards-decoder.h"

/* { dg-final { scan-dump "t.nospec" "site \\(index mask, \[1-9\]\[0-9\] guard" } } */
/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
