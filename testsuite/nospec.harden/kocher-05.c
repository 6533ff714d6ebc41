/* Kocher's Spectre v1 example 5: a loop counting down from x - 1 under
   the check of x.  The loop's own test (i >= 0) does not bound i from
   above: its start value comes from the bypassed check.  (The original
   used an unsigned counter and never ended; a signed one keeps the
   shape.)  */
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
victim_function_v05 (size_t x)
{
  long i;

  if (x < array1_size)
    for (i = (long) x - 1; i >= 0; i--)
      temp &= array2[array1[i] * 512];
}

/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
