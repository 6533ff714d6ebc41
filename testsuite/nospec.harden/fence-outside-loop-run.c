/* A fenced check before a loop (fence at the start of the checked
   region): plain C's results.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target fence } */

#include <stdlib.h>

#define CHECK(x) do { if (!(x)) abort (); } while (0)

__attribute__ ((noipa)) int
scaled_sum (double limit, const int *a, int k, const int *b, int n)
{
  int s = 0;
  if (k < limit)
    for (int i = 0; i < n; i++)
      s += a[k] * b[i];
  return s;
}

int
main (void)
{
  int a[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
  int b[5] = { 1, 10, 100, 1000, 10000 };
  CHECK (scaled_sum (8.0, a, 3, b, 5) == 4 * 11111);
  CHECK (scaled_sum (3.5, a, 3, b, 5) == 4 * 11111);
  CHECK (scaled_sum (3.0, a, 3, b, 5) == 0);
  CHECK (scaled_sum (8.0, a, 7, b, 0) == 0);
  CHECK (scaled_sum (-1.0, a, 0, b, 5) == 0);
  return 0;
}
