/* Masks carried to joins (a loop test on the latch, a check whose
   in-bounds path merges with an unchecked one, a check inside a loop
   whose loads come after the next trip's merge): plain C's results for
   in-range and out-of-range inputs.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>

#define CHECK(x) do { if (!(x)) abort (); } while (0)

static int table[64];
static int strict_calls;

__attribute__ ((noipa)) void
note_strict (void)
{
  strict_calls++;
}

__attribute__ ((noipa)) int
sum_from (const int *t, unsigned int first, unsigned int end)
{
  unsigned int i = first;
  int sum = 0;

  do
    {
      sum += t[i];
      i++;
    }
  while (i < end);
  return sum;
}

__attribute__ ((noipa)) int
lookup (const int *t, unsigned int i, unsigned int n, int strict)
{
  if (strict)
    {
      if (i >= n)
        return -1;
      note_strict ();
    }
  return t[i];
}

/* Skips out-of-range entries of IDX; the load of the next entry is
   reached through the loop header from the "continue" path too.  */
__attribute__ ((noipa)) int
gather (const int *t, const unsigned int *idx, unsigned int count,
        unsigned int n)
{
  int sum = 0;
  unsigned int k;

  for (k = 0; k < count; k++)
    {
      unsigned int i = idx[k];
      if (i >= n)
        continue;
      sum += t[i] * (int) (k + 1);
    }
  return sum;
}

int
main (void)
{
  unsigned int i, j, n;
  unsigned int idx[16];

  for (i = 0; i < 64; i++)
    table[i] = (int) (i * 7 + 3);

  for (i = 0; i < 32; i++)
    for (j = i + 1; j <= 32; j++)
      {
        int want = 0;
        unsigned int k;
        for (k = i; k < j; k++)
          want += table[k];
        CHECK (sum_from (table, i, j) == want);
      }
  /* first >= end: one trip, as in C.  */
  CHECK (sum_from (table, 5, 2) == table[5]);

  for (n = 0; n <= 32; n++)
    for (i = 0; i < 40; i++)
      {
        int calls = strict_calls;
        CHECK (lookup (table, i, n, 1) == (i < n ? table[i] : -1));
        CHECK (strict_calls == calls + (i < n));
        CHECK (lookup (table, i, n, 0) == table[i]);
      }

  for (n = 0; n <= 20; n++)
    {
      int want = 0;
      for (i = 0; i < 16; i++)
        {
          idx[i] = (i * 5 + 3) % 24;
          if (idx[i] < n)
            want += table[idx[i]] * (int) (i + 1);
        }
      CHECK (gather (table, idx, 16, n) == want);
    }
  return 0;
}
