/* strategy=fence: a speculation barrier instead of the mask, on the
   classic gadget: lfence on x86, "dsb sy" + "isb" on AArch64 (CSDB alone
   is not a barrier).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-strategy=fence" } */
/* { dg-require-effective-target fence } */

#include <stddef.h>
#include <stdint.h>

size_t array1_size = 16;
uint8_t array1[160];
uint8_t array2[256 * 512];
uint8_t temp;

void
victim (size_t x)
{
  if (x < array1_size)
    temp &= array2[array1[x] * 512];
}

/* { dg-final { scan-assembler "lfence" { target x86 } } } */
/* { dg-final { scan-assembler-not "sbb" { target x86 } } } */
/* { dg-final { scan-assembler "dsb\\s+sy" { target aarch64 } } } */
/* { dg-final { scan-assembler "\\misb\\M" { target aarch64 } } } */
/* { dg-final { scan-assembler-not "csdb" { target aarch64 } } } */
/* { dg-final { scan-assembler "dsb\\s+sy" { target arm } } } */
/* { dg-final { scan-assembler "ori 31,31,0" { target ppc64le } } } */
/* { dg-final { scan-assembler "0xb2e8f000" { target s390x } } } */
