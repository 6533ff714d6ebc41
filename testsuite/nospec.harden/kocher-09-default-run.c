/* Kocher example 9 (separate "is safe" flag) hardened under the default
   policy (checks=control): plain C's results whether the flag is set or
   not.  kocher-09-run.c does the same with checks=any.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include "kocher-run.h"

__attribute__ ((noipa)) int
victim_function_v09 (size_t x, int *x_is_safe)
{
  if (*x_is_safe)
    return array2[array1[x] * 512];
  return -1;
}

int
main (void)
{
  size_t n;
  int safe;

  fill_arrays ();
  for (n = 0; n < NPROBES; n++)
    {
      size_t x = probe_x[n];
      safe = x < ARRAY1_LEN;
      CHECK (victim_function_v09 (x, &safe) == (safe ? B (A (x)) : -1));
    }
  safe = 0;
  CHECK (victim_function_v09 (3, &safe) == -1);
  return 0;
}
