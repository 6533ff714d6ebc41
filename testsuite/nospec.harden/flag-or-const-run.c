/* The shapes of flag-or-const.c, run: a check whose constant half the
   pass sees unfolded ("0 | (match >= low)", "1 & (i < n)") and a match
   pointer masked as a whole.  Every result at the bounds and around
   them is plain C's.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>

enum mode { PREFIX, DICT };

static const unsigned char window[8] = { 10, 11, 12, 13, 14, 15, 16, 17 };
static const int table[6] = { 2, 7, 1, 8, 2, 8 };

static inline __attribute__ ((always_inline)) int
copy_ (const unsigned char *op, unsigned long off, const unsigned char *low,
       enum mode mode)
{
  const unsigned char *match = op - off;
  if ((mode == DICT) || (match >= low))
    return *match;
  return -1;
}

__attribute__ ((noipa)) int
copy_prefix (const unsigned char *op, unsigned long off,
             const unsigned char *low)
{
  return copy_ (op, off, low, PREFIX);
}

static inline __attribute__ ((always_inline)) int
get_ (const int *table_, unsigned long i, unsigned long n, enum mode mode)
{
  if ((mode != DICT) & (i < n))
    return table_[i];
  return -1;
}

__attribute__ ((noipa)) int
get_prefix (const int *table_, unsigned long i, unsigned long n)
{
  return get_ (table_, i, n, PREFIX);
}

int
main (void)
{
  /* op at window + 6, the window starting at window + 2.  */
  for (unsigned long off = 0; off <= 6; off++)
    {
      int want = off <= 4 ? window[6 - off] : -1;
      if (copy_prefix (window + 6, off, window + 2) != want)
        abort ();
    }
  for (unsigned long i = 0; i < 9; i++)
    for (unsigned long n = 0; n <= 6; n++)
      {
        int want = i < n ? table[i] : -1;
        if (get_prefix (table, i, n) != want)
          abort ();
      }
  return 0;
}
