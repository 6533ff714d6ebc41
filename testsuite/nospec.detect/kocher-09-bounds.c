/* Kocher's Spectre v1 example 9 with checks=bounds: the branch tests a
   flag that x is not derived from, so it is not a bounds check of x and
   nothing is reported (the default, checks=control, reports it:
   kocher-09-default.c).  A flag right above an access to memory of
   unknown size is no guard under the default either.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-checks=bounds" } */

#include <stddef.h>
#include <stdint.h>

uint8_t array1[160] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 };
uint8_t array2[256 * 512];
uint8_t temp = 0;

void
victim_function_v09 (size_t x, int *x_is_safe)
{
  if (*x_is_safe)				/* { dg-bogus "check" } */
    temp &= array2[array1[x] * 512];		/* { dg-bogus "speculative" } */
}
