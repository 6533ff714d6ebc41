/* x86 "bt"/"bts" with a register bit offset past a bounds check: the
   offset is masked before the instruction (one mask sequence, sbb, per
   checked function; none for the offset its own computation keeps in
   the first word).  */
/* { dg-do compile { target x86 } } */
/* { dg-options "-O2" } */

#include "bit-test-asm.h"

/* { dg-final { scan-assembler-times "sbb" 2 } } */
/* { dg-final { scan-assembler-not "lfence" } } */
