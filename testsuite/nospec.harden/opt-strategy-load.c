/* strategy=load: the RFC's nospec_load form.  The load happens with the
   index as it is and the loaded value is ANDed with the mask, so an AND
   follows the byte load (compare opt-strategy-mask.c).  No fence.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-strategy=load" } */

#include <stddef.h>

int
load_byte (const unsigned char *p, size_t n, size_t x)
{
  if (x < n)
    return p[x];
  return -1;
}

/* { dg-final { scan-assembler-times "sbb" 1 { target x86 } } } */
/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* The AND follows the byte load, or takes the byte as its memory operand
   ("andb (%rdi,%rdx), %al", then movzbl of the result: the mask is
   applied in the loaded value's own type, and GCC folds the load into
   the AND): the same masking of the loaded value either way.  */
/* { dg-final { scan-assembler "movzbl(?:.|\n)*\\mand|\\mandb\\s+\\S*\\(" { target x86 } } } */
/* { dg-final { scan-assembler-times "csdb" 1 { target aarch64 } } } */
/* { dg-final { scan-assembler-not "dsb\\s+sy|isb" { target aarch64 } } } */
/* { dg-final { scan-assembler "ldrb(?:.|\n)*\\mand\\M" { target aarch64 } } } */
