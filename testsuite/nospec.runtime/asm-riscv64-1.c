/* riscv64: the mask is "sltu mask, index, bound; neg mask, mask", once
   per mask.  RISC-V has no speculation barrier: with
   NOSPEC_ALLOW_NO_BARRIER, nospec_barrier() emits nothing at all (in
   particular no "fence", which only orders memory and must not pass for a
   barrier); no conditional branch anywhere.  */
/* { dg-do compile { target riscv64 } } */
/* { dg-options "-O2 -Wall -Wextra -DNOSPEC_ALLOW_NO_BARRIER" } */

#include "asm-common.h"

/* { dg-final { scan-assembler-times {sltu\s+(\w+),\w+,\w+\n\s*neg\s+\1,\1\s*$} 7 } } */
/* { dg-final { scan-assembler-not {^\s*fence} } } */
/* { dg-final { scan-assembler-not {^\s*b(eq|ne|lt|ge|ltu|geu|gt|le|gtu|leu|eqz|nez|ltz|gez|gtz|lez)\s} } } */
