/* The classic gadget in audit mode at the -O level detect.exp passes
   (-O0, -O1, -O2, -O3, -Os, -Og): reported at every level.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-nospec-mode=audit" } */

#include <stddef.h>
#include <stdint.h>

size_t array1_size = 16;
uint8_t array1[160] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 };
uint8_t array2[256 * 512];
uint8_t temp = 0;

void
victim_function_v01 (size_t x)
{
  if (x < array1_size)			/* { dg-message "bounds check" } */
    temp &= array2[array1[x] * 512];	/* { dg-warning "speculative load from 'array1'" } */
}
