/* Kocher's Spectre v1 example 9: the check is a separate "is safe" flag,
   not a comparison of x.  Only the widened policy (checks=any: every load
   with an influenced index under any branch) can see it; kocher-09-default.c
   shows that the default policy does not.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-checks=any" } */

#include <stddef.h>
#include <stdint.h>

uint8_t array1[160] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 };
uint8_t array2[256 * 512];
uint8_t temp = 0;

void
victim_function_v09 (size_t x, int *x_is_safe)
{
  if (*x_is_safe)				/* { dg-message "check" } */
    temp &= array2[array1[x] * 512];		/* { dg-warning "speculative load from 'array1'" } */
}
