/* Kocher's Spectre v1 example 10: the byte leaks through a comparison
   (array1[x] == k) and a branch, not through an index.  The gadget is
   still the load array1[x].  */
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
victim_function_v10 (size_t x, uint8_t k)
{
  if (x < array1_size)
    {
      if (array1[x] == k)
	temp &= array2[0];
    }
}

/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
