/* Kocher's Spectre v1 example 12: check and index are both x + y.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

#include <stddef.h>
#include <stdint.h>

size_t array1_size = 16;
uint8_t array1[160] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 };
uint8_t array2[256 * 512];
uint8_t temp = 0;

void
victim_function_v12 (size_t x, size_t y)
{
  if ((x + y) < array1_size)			/* { dg-message "bounds check" } */
    temp &= array2[array1[x + y] * 512];	/* { dg-warning "speculative load from 'array1'" } */
}
