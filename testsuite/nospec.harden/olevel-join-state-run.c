/* One predicate state carries the masks of several checks at joins to
   the loads they guard (rewrite.cc): optional checks whose in-bounds
   paths merge with unchecked ones, checks by "continue" in a loop, a
   check on a loop's latch, and a switch between them.  Plain C's results
   at every -O level, for in-range and out-of-range inputs.  */
/* { dg-do run } */

#include <stdlib.h>

#define CHECK(x) do { if (!(x)) abort (); } while (0)

static int table[64];
static int notes;

__attribute__ ((noipa)) void
note (void)
{
  notes++;
}

/* Three optional checks of I, each merging with the unchecked path.  */
__attribute__ ((noipa)) int
lookup3 (const int *t, unsigned int i, unsigned int n1, unsigned int n2,
         unsigned int n3, int s)
{
  if (s & 1)
    {
      if (i >= n1)
        return -1;
      note ();
    }
  if (s & 2)
    {
      if (i >= n2)
        return -2;
      note ();
    }
  if (s & 4)
    {
      if (i >= n3)
        return -3;
      note ();
    }
  return t[i];
}

/* Two "continue" checks and one under a switch, in one loop.  */
__attribute__ ((noipa)) int
gather (const int *t, const unsigned int *idx, const int *kind,
        unsigned int count, unsigned int n)
{
  int sum = 0;
  for (unsigned int k = 0; k < count; k++)
    {
      unsigned int i = idx[k];
      switch (kind[k])
        {
        case 0:
          if (i >= n)
            continue;
          note ();
          break;
        case 1:
          if (i >= n / 2)
            continue;
          break;
        default:
          if (i + 1 > n)
            continue;
          note ();
          break;
        }
      sum += t[i] * (int) (k + 1);
    }
  return sum;
}

/* The latch test of a do-while, then a second loop from where it
   stopped.  */
__attribute__ ((noipa)) int
two_runs (const int *t, unsigned int first, unsigned int mid,
          unsigned int end)
{
  unsigned int i = first;
  int sum = 0;
  do
    {
      sum += t[i];
      i++;
    }
  while (i < mid);
  while (i < end)
    {
      sum += 2 * t[i];
      i++;
    }
  return sum;
}

int
main (void)
{
  for (int k = 0; k < 64; k++)
    table[k] = k * 7 + 3;

  for (unsigned int i = 0; i < 70; i++)
    for (int s = 0; s < 8; s++)
      {
        int want;
        if ((s & 1) && i >= 60)
          want = -1;
        else if ((s & 2) && i >= 50)
          want = -2;
        else if ((s & 4) && i >= 40)
          want = -3;
        else
          want = i < 64 ? table[i] : 0;
        if (i < 64 || want < 0)
          CHECK (lookup3 (table, i, 60, 50, 40, s) == want);
      }

  unsigned int idx[12] = { 0, 63, 64, 31, 32, 1000, 5, 62, 63, 7, 40, 1 };
  int kind[12] = { 0, 0, 0, 1, 1, 2, 2, 2, 1, 5, 0, 1 };
  for (unsigned int n = 0; n <= 64; n += 8)
    {
      int want = 0;
      for (unsigned int k = 0; k < 12; k++)
        {
          unsigned int lim = kind[k] == 1 ? n / 2 : n;
          if (idx[k] < lim)
            want += table[idx[k]] * (int) (k + 1);
        }
      CHECK (gather (table, idx, kind, 12, n) == want);
    }

  for (unsigned int a = 0; a < 20; a++)
    for (unsigned int b = a + 1; b < 40; b += 3)
      for (unsigned int c = b; c <= 64; c += 5)
        {
          int want = 0;
          unsigned int i = a;
          do
            want += table[i++];
          while (i < b);
          for (; i < c; i++)
            want += 2 * table[i];
          CHECK (two_runs (table, a, b, c) == want);
        }
  CHECK (notes > 0);
  return 0;
}
