/* Kocher example 11 (leak through memcmp), hardened: plain C's results
   (the sign of the comparison).  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <string.h>
#include "kocher-run.h"

__attribute__ ((noipa)) int
victim_function_v11 (size_t x, uint8_t k)
{
  if (x < array1_size)
    {
      int r = memcmp (&k, array2 + (array1[x] * 512), 1);
      return r < 0 ? 1 : r > 0 ? 2 : 0;
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
      uint8_t v = B (A (x));
      CHECK (victim_function_v11 (x, v) == (x < 16 ? 0 : -1));
      if (v > 0)
	CHECK (victim_function_v11 (x, v - 1) == (x < 16 ? 1 : -1));
      if (v < 255)
	CHECK (victim_function_v11 (x, v + 1) == (x < 16 ? 2 : -1));
    }
  return 0;
}
