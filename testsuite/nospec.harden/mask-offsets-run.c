/* mask-offsets.h hardened: the same sums at every valid start, the
   same refusals past the bounds (mask-offsets-wrapv-run.c: the same
   with -fwrapv).  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>
#include "mask-offsets.h"

static unsigned short u[200];
static short v[200];

int
main (void)
{
  for (int i = 0; i < 80; i++)
    t[i] = (short) (i * 3 - 50);
  for (int i = 0; i < 200; i++)
    {
      u[i] = (unsigned short) (i * 11 + 7);
      v[i] = (short) (100 - i * 5);
    }
  for (int gs = -3; gs <= 70; gs++)
    {
      int want = -1;
      if (gs >= 0 && gs <= 64)
        {
          want = 0;
          for (int k = 0; k < 16; k++)
            want += t[gs + k];
        }
      if (gs >= 0 && window (gs) != want)
        abort ();
      want = gs < 100 ? u[gs + 50] + u[gs + 57] + u[gs + 81] + u[gs + 99]
                      : -1;
      if (gs >= -50 && window_ptr (u + 50, gs, 100) != want)
        abort ();
      want = gs < 50 ? v[gs + 100] : -1;
      if (gs >= -100 && far (v, gs, 50) != want)
        abort ();
    }
  return 0;
}
