/* call-status.c's code with the callee noinline: its checks stay in a
   call, a branch inside it can forge the status code, and each of the
   two loads gets a fence (call-checks=fence, the default).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdump-tree-optimized" } */
/* { dg-require-effective-target fence } */

#define GET_LEN_ATTR __attribute__ ((noinline))
#include "call-status.h"

/* { dg-final { scan-dump "t.optimized" "= get_len \\(" } } */
/* { dg-final { scan-assembler-times "lfence" 2 { target x86 } } } */
/* { dg-final { scan-assembler-times "dsb\\s+sy" 2 { target aarch64 } } } */
