/* Kocher example 7 (check x == last_x), hardened: plain C's results
   over a sequence of calls that moves last_x.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include "kocher-run.h"

__attribute__ ((noipa)) int
victim_function_v07 (size_t x)
{
  static size_t last_x = 0;
  int r = -1;

  if (x == last_x)
    r = array2[array1[x] * 512];
  if (x < array1_size)
    last_x = x;
  return r;
}

int
main (void)
{
  fill_arrays ();
  CHECK (victim_function_v07 (0) == B (A (0)));
  CHECK (victim_function_v07 (5) == -1);		/* last_x becomes 5 */
  CHECK (victim_function_v07 (5) == B (A (5)));
  CHECK (victim_function_v07 (100) == -1);		/* out of range: kept */
  CHECK (victim_function_v07 (100) == -1);
  CHECK (victim_function_v07 (5) == B (A (5)));
  CHECK (victim_function_v07 (15) == -1);
  CHECK (victim_function_v07 (15) == B (A (15)));
  CHECK (victim_function_v07 (~(size_t) 0) == -1);
  CHECK (victim_function_v07 (15) == B (A (15)));
  return 0;
}
