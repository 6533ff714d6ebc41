/* The classic gadget, hardened at the -O level harden.exp passes: plain
   C's results at every level.  */
/* { dg-do run } */

#include "kocher-run.h"

__attribute__ ((noipa)) int
victim_function_v01 (size_t x)
{
  if (x < array1_size)
    return array2[array1[x] * 512];
  return -1;
}

__attribute__ ((noipa)) void
victim_void (size_t x, uint8_t *out)
{
  if (x < array1_size)
    *out &= array2[array1[x] * 512];
}

int
main (void)
{
  size_t n;

  fill_arrays ();
  for (n = 0; n < NPROBES; n++)
    {
      size_t x = probe_x[n];
      uint8_t out = 0xff;
      CHECK (victim_function_v01 (x) == (x < 16 ? B (A (x)) : -1));
      victim_void (x, &out);
      CHECK (out == (x < 16 ? B (A (x)) : 0xff));
    }
  return 0;
}
