/* An element's address handed to a call, or used by an asm, after a
   bounds check: the pointer is masked before the call and before the
   asm (NULL under misprediction), no fence.  handed-address-run.c runs
   the same functions; nospec.detect/handed-address.c reports them.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-taint=params" } */

#include "handed-address.h"

/* One mask each in lock_one (the call's argument; the load of s->lock
   after it reuses the masked pointer) and bump_one.  */
/* { dg-final { scan-assembler-times "sbb" 2 { target x86 } } } */
/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler-times "csdb" 2 { target aarch64 } } } */
