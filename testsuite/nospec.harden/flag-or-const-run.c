/* The shapes of flag-or-const.c, run: a check whose constant half the
   pass sees unfolded ("0 | (match >= low)", "1 & (i < n)") and a match
   pointer masked as a whole.  Every result at the bounds and around
   them is plain C's.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>

#include "flag-or-const.h"

static const unsigned char window[8] = { 10, 11, 12, 13, 14, 15, 16, 17 };
static const int table[6] = { 2, 7, 1, 8, 2, 8 };

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
