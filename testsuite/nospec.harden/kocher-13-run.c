/* Kocher example 13 (check inside an inline predicate), hardened: plain
   C's results.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include "kocher-run.h"

static inline int
is_x_safe (size_t x)
{
  if (x < array1_size)
    return 1;
  return 0;
}

__attribute__ ((noipa)) int
victim_function_v13 (size_t x)
{
  if (is_x_safe (x))
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
      CHECK (victim_function_v13 (x) == (x < 16 ? B (A (x)) : -1));
    }
  return 0;
}
