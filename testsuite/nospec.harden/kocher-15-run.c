/* Kocher example 15 (index passed by pointer), hardened: plain C's
   results.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include "kocher-run.h"

__attribute__ ((noipa)) int
victim_function_v15 (size_t *x)
{
  if (*x < array1_size)
    return array2[array1[*x] * 512];
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
      CHECK (victim_function_v15 (&x) == (x < 16 ? B (A (x)) : -1));
    }
  return 0;
}
