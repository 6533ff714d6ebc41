/* many-checks.h at every -O level: plain C's results whichever check
   fails, and the element when all pass.  */
/* { dg-do run } */

#include <stdlib.h>
#include "many-checks.h"

#define CHECK(x) do { if (!(x)) abort (); } while (0)

int
main (void)
{
  static int a[64];
  unsigned int b[40];
  for (int k = 0; k < 64; k++)
    a[k] = 1000 + k * 3;
  for (int k = 0; k < 40; k++)
    b[k] = 64;
  for (unsigned int i = 0; i < 64; i++)
    CHECK (forty (a, i, b) == 1000 + (int) i * 3);
  CHECK (forty (a, 64, b) == -1);
  CHECK (forty (a, 1000000, b) == -1);
  /* Each bound in turn the one that fails.  */
  for (int k = 0; k < 40; k++)
    {
      b[k] = 10;
      CHECK (forty (a, 9, b) == 1000 + 27);
      CHECK (forty (a, 10, b) == -1);
      CHECK (forty (a, 40, b) == -1);
      b[k] = 64;
    }
  return 0;
}
