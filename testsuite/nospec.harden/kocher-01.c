/* Kocher's Spectre v1 example 1: the classic two-level load.  Under a
   mispredicted check, array1[x] reads past array1 and array2[...] leaves
   the byte read in the cache.  One gadget: the load from array1.  */
/* Harden mode (default arguments unless dg-options says otherwise): the
   protection must be in the assembly; the scans are at the end.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

#include <stddef.h>
#include <stdint.h>

size_t array1_size = 16;
uint8_t array1[160] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 };
uint8_t array2[256 * 512];
uint8_t temp = 0;

void
victim_function_v01 (size_t x)
{
  if (x < array1_size)
    temp &= array2[array1[x] * 512];
}

/* { dg-final { scan-assembler-times "sbb" 1 { target x86 } } } */
/* { dg-final { scan-assembler-times "csdb" 1 { target aarch64 } } } */
/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler-not "dsb\\s+sy" { target aarch64 } } } */
/* { dg-final { scan-assembler "csdb" { target arm } } } */
/* { dg-final { scan-assembler "subfe" { target ppc64le } } } */
/* { dg-final { scan-assembler "slbgr" { target s390x } } } */
/* { dg-final { scan-assembler "sltu" { target riscv64 } } } */
