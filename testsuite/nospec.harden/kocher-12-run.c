/* Kocher example 12 (check and index on x + y), hardened: plain C's
   results, including sums that wrap around.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include "kocher-run.h"

__attribute__ ((noipa)) int
victim_function_v12 (size_t x, size_t y)
{
  if ((x + y) < array1_size)
    return array2[array1[x + y] * 512];
  return -1;
}

int
main (void)
{
  size_t n, m;

  fill_arrays ();
  for (n = 0; n < NPROBES; n++)
    for (m = 0; m < NPROBES; m++)
      {
	size_t x = probe_x[n], y = probe_x[m], s = x + y;
	CHECK (victim_function_v12 (x, y) == (s < 16 ? B (A (s)) : -1));
      }
  return 0;
}
