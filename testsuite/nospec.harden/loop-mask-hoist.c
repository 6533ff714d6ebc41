/* A site in a loop whose address is an invariant pointer plus a multiple
   of the loop's counter ("p[i]" after "p = buf + off", "buf[off + i]")
   takes its mask once, on the loop's entry edge ("(p & m) + i * 4"),
   not inside the loop ("(p + i * 4) & m"): the loops vectorize as the
   plain ones do.  A counter that starts at the attacker's offset
   ("buf[i]", i from off) is rebased: "(buf + off * 4) & m" on the entry
   edge, plus a counter of the plugin's own from 0; so is one that
   starts at a value nothing checks (FROM in sum_between: under
   misprediction the address is NULL plus the counter's progress either
   way).  A counter that counts down is no such counter: sum_down's
   site is masked inside its loop, which stays scalar (it vectorizes
   without the plugin).
   loop-mask-hoist-run.c runs the shapes.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fdump-tree-vect-details -fdump-tree-all" } */

#include "loop-mask-hoist.h"

/* The loops of the first four functions vectorize, as without the
   plugin; sum_down's, masked inside the loop, does not (it does without
   the plugin).  The notes name each function's first line in
   loop-mask-hoist.h.  */
/* { dg-final { scan-dump "t.vect" "hoist.h:6:1: note: vectorized 1 loops" { target { lp64 && { x86 || aarch64 } } } } } */
/* { dg-final { scan-dump "t.vect" "hoist.h:19:1: note: vectorized 1 loops" { target { lp64 && { x86 || aarch64 } } } } } */
/* { dg-final { scan-dump "t.vect" "hoist.h:30:1: note: vectorized 1 loops" { target { lp64 && { x86 || aarch64 } } } } } */
/* { dg-final { scan-dump "t.vect" "hoist.h:42:1: note: vectorized 1 loops" { target { lp64 && { x86 || aarch64 } } } } } */
/* { dg-final { scan-dump "t.vect" "hoist.h:55:1: note: vectorized 0 loops" { target { lp64 && { x86 || aarch64 } } } } } */
/* Six masks (sum_span's two checks both guard its load), no fence.  */
/* { dg-final { scan-assembler-times "sbb" 6 { target x86 } } } */
/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler-times "csdb" 6 { target aarch64 } } } */
