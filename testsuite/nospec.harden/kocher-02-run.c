/* Kocher example 2 (leak in an inlinable helper), hardened: plain C's
   results.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include "kocher-run.h"

static int
leak_byte_local_function (uint8_t k)
{
  return array2[k * 512];
}

__attribute__ ((noipa)) int
victim_function_v02 (size_t x)
{
  if (x < array1_size)
    return leak_byte_local_function (array1[x]);
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
      CHECK (victim_function_v02 (x) == (x < 16 ? B (A (x)) : -1));
    }
  return 0;
}
