/* A check whose constant half is not folded yet when the pass runs: an
   inlined function's "(mode == DICT) || (match >= low)" with MODE a
   constant of the call reaches the pass as "_1 = 0; _2 = match >= low;
   _3 = _1 | _2; if (_3 != 0)" (lz4's check of a match against the
   window's start), and "(mode != DICT) & (i < n)" as "_1 = 1; ...
   _3 = _1 & _2".  Both are masked from the comparison itself: no setcc
   of the flag and compare of it against 1.  And the match, a pointer
   the program compares anyway, is masked as a whole ("match & m"), not
   rebuilt as "op + (-off & m)" (a neg and an add beside the sub).
   flag-or-const-run.c runs the shapes.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

#include "flag-or-const.h"

/* { dg-final { scan-assembler-times "sbb" 2 { target x86 } } } */
/* { dg-final { scan-assembler-not "\\sset\[a-z\]+\\s" { target x86 } } } */
/* { dg-final { scan-assembler-not "\\sneg\[lq\]?\\s" { target x86 } } } */
/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler-times "csdb" 2 { target aarch64 } } } */
/* { dg-final { scan-assembler-not "\\scset\\s" { target aarch64 } } } */
/* { dg-final { scan-assembler-not "\\sneg\\s" { target aarch64 } } } */
