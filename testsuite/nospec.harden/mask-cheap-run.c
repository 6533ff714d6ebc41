/* mask-cheap.h hardened at the -O level of the run: the same values as
   unhardened, at the bounds and around them (negative zn down to -4,
   which passes the check; shifts from every start below 16, and 16 and
   more, which do nothing).  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>
#include "mask-cheap.h"

static void
fill (void)
{
  for (int i = 0; i < 64; i++)
    mtf[i] = (unsigned char) (i * 7 + 1);
}

int
main (void)
{
  for (int i = 0; i < 25; i++)
    limit[i] = 100 + i;
  for (int zn = -4; zn <= 20; zn++)
    if (upper (zn) != 104 + zn
        || through (limit + 4, zn) != 104 + zn)
      abort ();
  for (int zn = 21; zn < 40; zn++)
    if (upper (zn) != -1 || through (limit, zn) != -1)
      abort ();
  if (upper (2147483647) != -1 || through (limit, 2147483647) != -1)
    abort ();
  for (unsigned int nn = 0; nn < 40; nn++)
    {
      fill ();
      shift (nn, 20);
      for (int i = 0; i < 64; i++)
        {
          unsigned char want = (unsigned char) (i * 7 + 1);
          /* A shift from nn < 16 moves down by one the elements from
             20 + nn % 4 + 1 ... 20 + nn in steps of four blocks.  */
          if (nn < 16 && nn > 3 && i > 20 + (int) (nn % 4)
              && i <= 20 + (int) nn)
            want = (unsigned char) ((i - 1) * 7 + 1);
          if (mtf[i] != want)
            abort ();
        }
    }
  return 0;
}
