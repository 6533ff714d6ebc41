/* Kocher's Spectre v1 example 9 with checks=bounds: the branch tests a
   flag that x is not derived from, so it is not a bounds check of x and
   nothing is hardened: no mask, no fence.  The default, checks=control,
   masks it (kocher-09-default.c).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-checks=bounds" } */

#include <stddef.h>
#include <stdint.h>

uint8_t array1[160] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 };
uint8_t array2[256 * 512];
uint8_t temp = 0;

void
victim_function_v09 (size_t x, int *x_is_safe)
{
  if (*x_is_safe)
    temp &= array2[array1[x] * 512];
}

/* { dg-final { scan-assembler-not "sbb|lfence" { target x86 } } } */
/* { dg-final { scan-assembler-not "csdb|dsb\\s+sy|isb" { target aarch64 } } } */
