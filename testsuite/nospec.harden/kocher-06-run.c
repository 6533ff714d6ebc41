/* Kocher example 6 (check (x & mask) == x), hardened: plain C's
   results.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include "kocher-run.h"

size_t array_size_mask = 15;

__attribute__ ((noipa)) int
victim_function_v06 (size_t x)
{
  if ((x & array_size_mask) == x)
    return array2[array1[x] * 512];
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
      CHECK (victim_function_v06 (x) == (x < 16 ? B (A (x)) : -1));
    }
  /* A sparse mask: only subsets of its bits pass.  */
  array_size_mask = 0xa5;
  CHECK (victim_function_v06 (0xa5) == B (A (0xa5)));
  CHECK (victim_function_v06 (0x21) == B (A (0x21)));
  CHECK (victim_function_v06 (0x02) == -1);
  CHECK (victim_function_v06 (0xa7) == -1);
  return 0;
}
