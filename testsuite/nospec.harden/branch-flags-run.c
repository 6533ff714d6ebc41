/* branch-flags.h hardened, with the branches on the masks' flags: the
   same results as the plain C, at every bound and around it, on both
   edges of each branch.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <limits.h>
#include <stdlib.h>
#include "branch-flags.h"

static int
want (unsigned long i, unsigned long limit)
{
  return i < limit ? tab[i] : -1;
}

int
main (void)
{
  for (int i = 0; i < 64; i++)
    tab[i] = 1000 + i;
  for (int i = 0; i < 300; i++)
    bytes[i] = (unsigned char) (i * 3 + 1);
  for (unsigned long i = 0; i < 200; i++)
    {
      for (unsigned long n = 0; n <= 64; n++)
        {
          if (lt_var (i, n) != want (i, n)
              || ge_var ((unsigned int) i, (unsigned int) n) != want (i, n))
            abort ();
          /* le_var loads tab[i] whenever i <= n: n stays below 64.  */
          if (n < 64 && le_var (i, n) != want (i, n + 1))
            abort ();
        }
      if (gt_const ((unsigned int) i) != want (i, 64)
          || le_const ((unsigned int) i) != want (i, 64)
          || signed_gt ((int) i) != want (i, 64)
          || signed_ge ((long) i) != want (i, 64))
        abort ();
      for (unsigned int k = 5; k < 10; k++)
        if (merged (k, (unsigned int) i)
            != (k == 7 && i < 300 ? bytes[i] : -1))
          abort ();
    }
  if (gt_const (UINT_MAX) != -1 || le_const (UINT_MAX) != -1
      || signed_gt (INT_MAX) != -1 || signed_gt (INT_MIN) != -1
      || signed_gt (-1) != -1 || signed_ge (LONG_MAX) != -1
      || signed_ge (-1) != -2 || signed_ge (LONG_MIN) != -2
      || lt_var (ULONG_MAX, ULONG_MAX) != -1 || ge_var (UINT_MAX, 0) != -1
      || merged (7, 300) != -1 || merged (7, UINT_MAX) != -1
      || merged (UINT_MAX, 5) != -1)
    abort ();
  return 0;
}
