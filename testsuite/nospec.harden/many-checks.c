/* A load under forty checks of its index: masked, no fence (past 32
   checks there used to be a fence whatever the checks were).  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

#include "many-checks.h"

/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
/* { dg-final { scan-assembler-not "dsb\\s+sy" { target aarch64 } } } */
