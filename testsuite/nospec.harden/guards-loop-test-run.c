/* guards-loop-test.h hardened with the default guards=nearest computes
   what plain C computes: runs written out, the overflow errors of both
   checks, and sums from a start index.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>
#include "guards-loop-test.h"

#define CHECK(cond) do { if (!(cond)) abort (); } while (0)

static struct runs_state st;
static int a[64];

int
main (void)
{
  static const unsigned char ok[] = { 3, 0, 2 };
  static const unsigned char big[] = { 255, 255, 3 };
  static const unsigned char zeros[] = { 0 };

  st.in = ok;
  st.avail = 3;
  CHECK (runs (&st) == 6);
  CHECK (st.out[0] == 3 && st.out[2] == 3 && st.out[3] == 0
	 && st.out[4] == 2 && st.out[5] == 2);

  st.n = 0;
  st.in = big;
  st.avail = 3;
  CHECK (runs (&st) == -2);		/* 255 + 255 + 3 > 512 */

  st.n = 512;
  st.in = zeros;
  st.avail = 1;
  CHECK (runs (&st) == -1);

  for (int i = 0; i < 64; i++)
    a[i] = i;
  CHECK (start (a, 60) == 60 + 61 + 62 + 63);
  CHECK (start (a, 64) == -1);
  CHECK (start (a, 63) == 63);
  return 0;
}
