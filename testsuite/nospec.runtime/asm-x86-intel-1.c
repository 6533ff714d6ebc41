/* x86 with -masm=intel: the Intel alternative of the template is used
   (the same cmp/sbb pair, operands in Intel order), and lfence.  */
/* { dg-do compile { target x86 } } */
/* { dg-options "-O2 -masm=intel -Wall -Wextra" } */

#include "asm-common.h"

/* { dg-final { scan-assembler-times {cmp\s+[a-z]\w*, [a-z]\w*\n\s*sbb\s+([a-z]\w*), \1\s*$} 7 } } */
/* { dg-final { scan-assembler-not {%[a-z]} } } */
/* { dg-final { scan-assembler-times {^\s*lfence\s*$} 1 } } */
