/* AArch64: the mask is "cmp index, bound; csel mask, mask, xzr, lo;
   csdb" (mask enters as all ones; CSDB keeps later instructions from
   using a CSEL result computed from predicted flags), once per mask; the
   barrier is "dsb sy; isb"; no conditional branch anywhere.  */
/* { dg-do compile { target aarch64 } } */
/* { dg-options "-O2 -Wall -Wextra" } */

#include "asm-common.h"

/* { dg-final { scan-assembler-times {cmp\s+x\d+, x\d+\n\s*csel\s+(x\d+), \1, xzr, lo\n\s*csdb\s*$} 7 } } */
/* { dg-final { scan-assembler-times {^\s*csdb\s*$} 7 } } */
/* { dg-final { scan-assembler-times {^\s*dsb\s+sy\n\s*isb\s*$} 1 } } */
/* { dg-final { scan-assembler-not {^\s*(b\.[a-z]+|cbn?z|tbn?z)\s} } } */
