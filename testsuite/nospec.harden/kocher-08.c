/* Kocher's Spectre v1 example 8: the check is a ternary inside the index.
   The load is not under the branch: the branch picks its index, and the
   out-of-range choice x + 1 is taken under misprediction.  The expression
   is split so that the load (array1[) and the check (x < array1_size ?)
   sit on different lines.  */
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
victim_function_v08 (size_t x)
{
  temp &= array2[array1[
		   x < array1_size ? (x + 1) : 0] * 512];
}

/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
