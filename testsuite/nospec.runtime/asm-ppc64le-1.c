/* ppc64le: the mask is "subfc mask, bound, index; subfe mask, mask,
   mask" (CA is set when index >= bound; subfe turns it into 0, or all
   ones when index < bound), once per mask; the barrier is the
   speculation barrier "ori 31,31,0"; no conditional branch anywhere.  */
/* { dg-do compile { target ppc64le } } */
/* { dg-options "-O2 -Wall -Wextra" } */

#include "asm-common.h"

/* { dg-final { scan-assembler-times {subfc (\d+),\d+,\d+\n\s*subfe \1,\1,\1\s*$} 7 } } */
/* { dg-final { scan-assembler-times {^\s*ori 31,31,0\s*$} 1 } } */
/* { dg-final { scan-assembler-not {^\s*b(lt|gt|eq|ne|le|ge|so|ns|dnz|dz|c)[a-z+-]*\s} } } */
