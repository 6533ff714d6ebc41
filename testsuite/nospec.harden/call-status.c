/* A load checked by the status code of a call to a function of this
   file that GCC would not inline: the plugin asks IPA to inline it
   (the callee is small), and the second pass instance masks the load
   with the callee's checks, followed through the PHI of status codes
   ("rc < 0" holds for -54 and -49, not for 0; the value of m->rc comes
   in from a branch of its own, which guards the load too).  No fence.
   call-status-noinline.c is the control, call-status-run.c runs it.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdump-tree-optimized" } */
/* { dg-require-effective-target fence } */

#include "call-status.h"

/* Both calls inlined (the first by IPA, the second by the early inliner
   of end_of, which comes after start_of's pass instance asked).  */
/* { dg-final { scan-dump-not "t.optimized" "= get_len \\(" } } */
/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler-not "dsb\\s+sy" { target aarch64 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
