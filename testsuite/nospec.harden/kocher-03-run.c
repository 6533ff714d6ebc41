/* Kocher example 3 (leak in a noinline helper), hardened: plain C's
   results.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include "kocher-run.h"

__attribute__ ((noinline)) int
leak_byte_noinline_function (uint8_t k)
{
  return array2[k * 512];
}

__attribute__ ((noipa)) int
victim_function_v03 (size_t x)
{
  if (x < array1_size)
    return leak_byte_noinline_function (array1[x]);
  return -1;
}

int
main (void)
{
  size_t n;

  fill_arrays ();
  for (n = 0; n < NPROBES; n++)
    {
      size_t x = probe_x[n];
      CHECK (victim_function_v03 (x) == (x < 16 ? B (A (x)) : -1));
    }
  return 0;
}
