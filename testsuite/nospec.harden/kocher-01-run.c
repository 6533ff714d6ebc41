/* Kocher example 1, hardened: the results are those of plain C, in range
   (the byte through both arrays) and out of range (the victim's -1).  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include "kocher-run.h"

__attribute__ ((noipa)) int
victim_function_v01 (size_t x)
{
  if (x < array1_size)
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
      CHECK (victim_function_v01 (x) == (x < 16 ? B (A (x)) : -1));
    }
  array1_size = 3;
  CHECK (victim_function_v01 (2) == B (A (2)));
  CHECK (victim_function_v01 (3) == -1);
  return 0;
}
