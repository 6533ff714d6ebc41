/* Kocher example 10 (leak through array1[x] == k), hardened: plain C's
   results for matching and non-matching k.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include "kocher-run.h"

__attribute__ ((noipa)) int
victim_function_v10 (size_t x, uint8_t k)
{
  if (x < array1_size)
    {
      if (array1[x] == k)
	return array2[0];
      return 0;
    }
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
      CHECK (victim_function_v10 (x, A (x)) == (x < 16 ? B (0) : -1));
      CHECK (victim_function_v10 (x, (uint8_t) (A (x) + 1))
	     == (x < 16 ? 0 : -1));
    }
  /* k == 0 must not match an out-of-range x, even though a zeroed value
     would.  */
  CHECK (victim_function_v10 (16, 0) == -1);
  CHECK (victim_function_v10 (~(size_t) 0, 0) == -1);
  return 0;
}
