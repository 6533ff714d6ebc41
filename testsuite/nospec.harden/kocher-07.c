/* Kocher's Spectre v1 example 7: the check compares x with the last value
   that passed a real bounds check (x == last_x).  */
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
victim_function_v07 (size_t x)
{
  static size_t last_x = 0;

  if (x == last_x)
    temp &= array2[array1[x] * 512];
  if (x < array1_size)
    last_x = x;
}

/* { dg-final { scan-assembler "sbb|lfence" { target x86 } } } */
/* { dg-final { scan-assembler "csdb|dsb\\s+sy" { target aarch64 } } } */
