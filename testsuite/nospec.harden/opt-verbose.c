/* -fplugin-arg-nospec-verbose=1 notes each hardened site at its load.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-verbose=1" } */

#include <stddef.h>
#include <stdint.h>

size_t array1_size = 16;
uint8_t array1[160];
uint8_t array2[256 * 512];
uint8_t temp;

void
victim (size_t x)
{
  if (x < array1_size)
    temp &= array2[array1[x] * 512];		/* { dg-message "nospec: hardened load" } */
}

/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
