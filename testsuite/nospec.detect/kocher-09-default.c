/* Kocher's Spectre v1 example 9 under the default policy (checks=control):
   the branch tests a flag that x is not derived from, but the flag is
   attacker data (loaded through a parameter) and the branch sits right
   above the access to array1, whose size is known: the flag is the check
   the attacker bypasses, and the load is reported with it.
   checks=bounds leaves it alone (kocher-09-bounds.c).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

#include <stddef.h>
#include <stdint.h>

uint8_t array1[160] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 };
uint8_t array2[256 * 512];
uint8_t temp = 0;

void
victim_function_v09 (size_t x, int *x_is_safe)
{
  if (*x_is_safe)				/* { dg-message "bounds check" } */
    temp &= array2[array1[x] * 512];		/* { dg-warning "speculative load from 'array1'" } */
}
