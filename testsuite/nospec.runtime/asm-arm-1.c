/* 32-bit Arm: the mask is "cmp index, bound; sbc mask, index, index;
   csdb" (sbc gives index - index - borrow: all ones exactly when
   index < bound), once per mask; the barrier is "dsb sy; isb"; no
   conditional branch and no IT block anywhere.  */
/* { dg-do compile { target arm } } */
/* { dg-options "-O2 -Wall -Wextra" } */

#include "asm-common.h"

/* { dg-final { scan-assembler-times {cmp\s+\w+, \w+\n\s*sbc\s+\w+, (\w+), \1\n\s*csdb\s*$} 7 } } */
/* { dg-final { scan-assembler-times {^\s*csdb\s*$} 7 } } */
/* { dg-final { scan-assembler-times {^\s*dsb\s+sy\n\s*isb\s*$} 1 } } */
/* { dg-final { scan-assembler-not {^\s*(b(eq|ne|cs|cc|hs|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le)|cbn?z|it[et]*)\s} } } */
