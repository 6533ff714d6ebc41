/* Kocher example 8 (ternary inside the index), hardened: plain C's
   results: array1[x + 1] in range, array1[0] otherwise.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include "kocher-run.h"

__attribute__ ((noipa)) int
victim_function_v08 (size_t x)
{
  return array2[array1[x < array1_size ? (x + 1) : 0] * 512];
}

int
main (void)
{
  size_t n;

  fill_arrays ();
  for (n = 0; n < NPROBES; n++)
    {
      size_t x = probe_x[n];
      CHECK (victim_function_v08 (x) == (x < 16 ? B (A (x + 1)) : B (A (0))));
    }
  return 0;
}
