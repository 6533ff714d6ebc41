/* Kocher's Spectre v1 example 3: the leak happens in a helper that is
   never inlined; the out-of-bounds load array1[x] stays in the caller.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

#include <stddef.h>
#include <stdint.h>

size_t array1_size = 16;
uint8_t array1[160] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 };
uint8_t array2[256 * 512];
uint8_t temp = 0;

__attribute__ ((noinline)) void
leak_byte_noinline_function (uint8_t k)
{
  temp &= array2[k * 512];
}

void
victim_function_v03 (size_t x)
{
  if (x < array1_size)				/* { dg-message "bounds check" } */
    leak_byte_noinline_function (array1[x]);	/* { dg-warning "speculative load from 'array1'" } */
}
