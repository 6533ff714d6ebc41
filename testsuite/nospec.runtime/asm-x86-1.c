/* x86-64 and i686: the mask is "cmp bound, index; sbb mask, mask" (carry
   set exactly when index < bound, turned into all ones by sbb), once per
   mask; the barrier is lfence; no conditional jump anywhere.  */
/* { dg-do compile { target x86 } } */
/* { dg-options "-O2 -Wall -Wextra" } */

#include "asm-common.h"

/* { dg-final { scan-assembler-times {cmp[lq]?\s+%\w+, %\w+\n\s*sbb[lq]?\s+(%\w+), \1\s*$} 7 } } */
/* { dg-final { scan-assembler-times {^\s*sbb} 7 } } */
/* { dg-final { scan-assembler-times {^\s*lfence\s*$} 1 } } */
/* { dg-final { scan-assembler-not {^\s*j(?!mp)[a-z]+\s} } } */
