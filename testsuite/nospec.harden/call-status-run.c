/* call-status.c's shapes, run at -O2: the status code of an inlined
   callee checks the loads.  Every result, for indexes in and out of
   range and every kind of status, is plain C's.  Only where there is a
   barrier: without one (RISC-V) the first pass run leaves no pending
   fence, asks for no inlining, and warns that the loads stay
   unprotected, as for every check by a call.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target fence } */

#include <stdlib.h>

#include "call-status.h"

/* What start_of and end_of compute, written without a call.  */
static long
want (const struct matches *m, unsigned int n, int end)
{
  int count = m->rc;
  if (count == -2)
    {
      if (n > 0)
        return -2;
    }
  else if (count < 0)
    return count;
  if (n >= m->count)
    return -54;
  if (n >= 8)
    return -49;
  if (m->vec[2 * n] == ~0UL)
    return -55;
  if (m->vec[2 * n + 1] < m->vec[2 * n])
    return -60;
  return (long) m->vec[2 * n + end];
}

int
main (void)
{
  static const int rcs[] = { 3, 0, -1, -2, -7 };
  static const unsigned int counts[] = { 0, 1, 5, 8, 12 };
  struct matches m;
  for (unsigned int i = 0; i < 16; i++)
    m.vec[i] = 100 + 3 * i;
  m.vec[6] = ~0UL;		/* pair 3 unset */
  m.vec[10] = 500;		/* pair 5 reversed */
  for (unsigned int r = 0; r < sizeof rcs / sizeof rcs[0]; r++)
    for (unsigned int c = 0; c < sizeof counts / sizeof counts[0]; c++)
      for (unsigned int n = 0; n < 20; n++)
        {
          m.rc = rcs[r];
          m.count = counts[c];
          if (start_of (&m, n) != want (&m, n, 1)
              || end_of (&m, n) != want (&m, n, 0))
            abort ();
        }
  return 0;
}
