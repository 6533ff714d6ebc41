/* Ten checks on one index, each masked: plain C's results.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>

#define CHECK(x) do { if (!(x)) abort (); } while (0)

__attribute__ ((noipa)) int
deep (const int *a, int i, int b0, int b1, int b2, int b3, int b4, int b5,
      int b6, int b7, int b8, int b9)
{
  if (i < b0) if (i < b1) if (i < b2) if (i < b3) if (i < b4)
    if (i < b5) if (i < b6) if (i < b7) if (i < b8) if (i < b9)
      return a[i];
  return -1;
}

int
main (void)
{
  int a[12];
  int i, k;
  for (i = 0; i < 12; i++)
    a[i] = 10 * i + 1;
  for (i = 0; i < 13; i++)
    for (k = 0; k < 13; k++)
      {
        int want = i < k && i < 11 ? a[i] : -1;
        CHECK (deep (a, i, 12, 12, 11, 12, 12, 12, 12, 12, 12, k) == want);
      }
  return 0;
}
