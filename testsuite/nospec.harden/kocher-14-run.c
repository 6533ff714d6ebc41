/* Kocher example 14 (index x ^ 255), hardened: plain C's results.
   array1 has 256 entries here, so that x ^ 255 stays inside it.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include "kocher-run.h"

__attribute__ ((noipa)) int
victim_function_v14 (size_t x)
{
  if (x < array1_size)
    return array2[array1[x ^ 255] * 512];
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
      CHECK (victim_function_v14 (x) == (x < 16 ? B (A (x ^ 255)) : -1));
    }
  return 0;
}
