/* See guards-combined.h: one mask from the combined check, no fence (the
   plugin used to place two, for the flag out of step ()).  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

#include "guards-combined.h"

/* { dg-final { scan-assembler-times "sbb" 1 { target x86 } } } */
/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
/* { dg-final { scan-assembler-not "dsb\\s+sy" { target aarch64 } } } */
