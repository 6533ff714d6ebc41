/* strategy=mask (the default, spelled out): the index is masked before
   the load, so the AND comes before the byte load and nothing is ANDed
   after it (compare opt-strategy-load.c).  No fence.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-strategy=mask" } */

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
/* { dg-final { scan-assembler "\\mand(?:.|\n)*movzbl" { target x86 } } } */
/* { dg-final { scan-assembler-not "movzbl(?:.|\n)*\\mand" { target x86 } } } */
/* { dg-final { scan-assembler-times "csdb" 1 { target aarch64 } } } */
/* { dg-final { scan-assembler-not "dsb\\s+sy|isb" { target aarch64 } } } */
/* { dg-final { scan-assembler "\\mand\\M(?:.|\n)*ldrb" { target aarch64 } } } */
/* { dg-final { scan-assembler-not "ldrb(?:.|\n)*\\mand\\M" { target aarch64 } } } */
