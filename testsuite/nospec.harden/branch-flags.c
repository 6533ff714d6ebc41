/* See branch-flags.h.  Each of the eight functions compares once, in
   its mask, and branches on the flags that compare left: "jnc"/"jc" on
   x86, "bcs"/"bcc" on AArch64.  Before, the branch compared again: two
   compares per function, and merged () has compares of its own that
   compute its flag (two on x86; one and a CCMP on AArch64).  The other
   targets' masks leave no flag a branch can use: no nospec_flags pass
   there.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdump-tree-all" } */

#include "branch-flags.h"

/* { dg-final { scan-dump "t.nospec_flags" "the branch shares its mask's compare" { target { x86 || aarch64 } } } } */
/* { dg-final { scan-dump-not "t.nospec_flags" "not shared" { target { x86 || aarch64 } } } } */
/* { dg-final { scan-assembler-times {\msbb\s} 8 { target x86 } } } */
/* { dg-final { scan-assembler-times {\mcmp[lq]?\s} 10 { target x86 } } } */
/* { dg-final { scan-assembler-times {\mj[n]?c\s} 8 { target x86 } } } */
/* { dg-final { scan-assembler-times {\mcsel\s} 8 { target aarch64 } } } */
/* { dg-final { scan-assembler-times {\mcmp\s} 9 { target aarch64 } } } */
