/* Hardened bit tests compute what plain ones do, for every offset the
   checks let through and for those they reject.  */
/* { dg-do run { target x86 } } */
/* { dg-options "-O2" } */

#include <stdlib.h>
#include "bit-test-asm.h"

int
main (void)
{
  for (long nr = 0; nr < NBITS; nr += 3)
    if (set_checked (nr) != 0)
      abort ();
  if (set_checked (NBITS) != -1 || set_checked (-1) != -1)
    abort ();
  for (long nr = -2; nr < NBITS + 2; nr++)
    {
      int want = nr < 0 || nr >= NBITS ? -1 : nr % 3 == 0;
      if (test_checked (nr) != want)
        abort ();
      int in_word = nr >= NBITS ? -1
                    : (nr & (8 * sizeof (unsigned long) - 1)) % 3 == 0;
      if (test_in_word (nr) != in_word)
        abort ();
    }
  return 0;
}
