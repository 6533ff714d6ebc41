/* Kocher's Spectre v1 example 13: the check sits in an inline predicate.
   The note points at the comparison inside the predicate: that is the
   bounds check the processor can bypass.  */
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

static inline int
is_x_safe (size_t x)
{
  if (x < array1_size)
    return 1;
  return 0;
}

void
victim_function_v13 (size_t x)
{
  if (is_x_safe (x))
    temp &= array2[array1[x] * 512];
}

/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
