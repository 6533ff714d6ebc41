/* The pointer form *(p + i), hardened: plain C's results.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stddef.h>
#include <stdlib.h>

__attribute__ ((noipa)) long
load_at (const long *p, size_t n, size_t i)
{
  if (i < n)
    return *(p + i);
  return 0;
}

int
main (void)
{
  static long data[32];
  size_t n, i;

  for (i = 0; i < 32; i++)
    data[i] = (long) (i * 13 + 1);
  for (n = 0; n <= 32; n += 8)
    {
      for (i = 0; i < 64; i++)
	if (load_at (data, n, i) != (i < n ? (long) (i * 13 + 1) : 0))
	  abort ();
      if (load_at (data, n, ~(size_t) 0) != 0)
	abort ();
    }
  return 0;
}
