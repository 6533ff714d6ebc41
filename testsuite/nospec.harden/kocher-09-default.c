/* Kocher's Spectre v1 example 9 under the default policy
   (checks=control): the flag is attacker data and the branch sits right
   above the access to array1, whose size is known, so the flag is the
   guard.  The mask is computed from the flag itself ("all ones if
   *x_is_safe != 0"), so no fence is needed.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

#include <stddef.h>
#include <stdint.h>

uint8_t array1[160] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 };
uint8_t array2[256 * 512];
uint8_t temp = 0;

void
victim_function_v09 (size_t x, int *x_is_safe)
{
  if (*x_is_safe)
    temp &= array2[array1[x] * 512];
}

/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
/* { dg-final { scan-assembler-not "dsb\\s+sy" { target aarch64 } } } */
