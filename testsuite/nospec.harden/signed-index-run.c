/* Signed index, i < 0 || i >= n, hardened: plain C's results for
   negative indices, negative and zero bounds.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <limits.h>
#include <stdlib.h>

int values[64];

__attribute__ ((noipa)) int
get_value (int i, int n)
{
  if (i < 0 || i >= n)
    return -1;
  return values[i];
}

int
main (void)
{
  static const int bounds[] = { INT_MIN, -5, -1, 0, 1, 17, 64 };
  static const int probes[] = { INT_MIN, -65, -64, -2, -1, 0, 1, 16, 17,
				63, 64, 65, INT_MAX };
  unsigned int b, p;
  int i;

  for (i = 0; i < 64; i++)
    values[i] = 1000 - i;
  for (b = 0; b < sizeof bounds / sizeof bounds[0]; b++)
    for (p = 0; p < sizeof probes / sizeof probes[0]; p++)
      {
	int n = bounds[b], x = probes[p];
	int want = (x < 0 || x >= n) ? -1 : 1000 - x;
	if (get_value (x, n) != want)
	  abort ();
      }
  return 0;
}
