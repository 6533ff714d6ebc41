/* Kocher example 5 (loop counting down from x - 1), hardened: the sum
   over the loop is plain C's.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include "kocher-run.h"

__attribute__ ((noipa)) int
victim_function_v05 (size_t x)
{
  int sum = 0;
  long i;

  if (x < array1_size)
    for (i = (long) x - 1; i >= 0; i--)
      sum += array2[array1[i] * 512];
  else
    return -1;
  return sum;
}

int
main (void)
{
  size_t n;

  fill_arrays ();
  for (n = 0; n < NPROBES; n++)
    {
      size_t x = probe_x[n];
      int want = -1;
      if (x < 16)
	{
	  size_t i;
	  want = 0;
	  for (i = 0; i < x; i++)
	    want += B (A (i));
	}
      CHECK (victim_function_v05 (x) == want);
    }
  return 0;
}
