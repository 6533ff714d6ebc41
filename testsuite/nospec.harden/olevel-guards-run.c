/* The decoder of guards-decoder.h, hardened with the default
   guards=nearest at every -O level, decodes what plain C decodes: a
   stream of 8-bit codes (each byte its own symbol, a zero byte followed
   by a second symbol + 256), fed in two pieces (the second call resumes
   inside the loops), and the errors of bad tables.  */
/* { dg-do run } */

#include <stdlib.h>
#include <string.h>
#include "guards-decoder.h"

#define CHECK(cond) do { if (!(cond)) abort (); } while (0)

static struct decoder d;

static void
setup (int minlen, int limit)
{
  memset (&d, 0, sizeof d);
  d.minlen = minlen;
  for (int i = 0; i < 21; i++)
    d.limit[i] = limit;
  for (int i = 0; i < 258; i++)
    d.perm[i] = i;
}

int
main (void)
{
  static const unsigned char data[] = { 5, 200, 0, 7, 255, 1, 0, 1 };

  setup (8, 255);
  d.in = data;
  d.avail = 3;
  CHECK (decode (&d) == 2);		/* 5, 200, then out of input */
  d.avail = 5;
  CHECK (decode (&d) == 5);		/* 0 7 -> 263, 255, 1; 0 1 = 257 */
  CHECK (d.out[0] == 5 && d.out[1] == 200 && d.out[2] == 263
	 && d.out[3] == 255 && d.out[4] == 1);
  CHECK (d.state == 0);

  /* Every code too long: zn runs past 20.  */
  setup (8, -1);
  d.in = data;
  d.avail = 8;
  CHECK (decode (&d) == -1);

  /* A code outside perm: zvec - base[zn] >= 258.  */
  setup (8, 255);
  d.base[8] = -100;
  d.in = data;
  d.avail = 8;
  CHECK (decode (&d) == -2);
  return 0;
}
