/* guards-combined.h hardened: the same sums and the same early exits.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>
#include "guards-combined.h"

static unsigned int calls, fail_at;

__attribute__ ((noipa)) int
step (unsigned int i)
{
  (void) i;
  return ++calls == fail_at;
}

int
main (void)
{
  static const unsigned char s[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
  static const unsigned int pos[] = { 0, 7, 3, 3, 8, 1 };
  if (scan (s, 8, 1, pos) != 1 + 8 + 4 + 4)
    abort ();
  calls = 0;
  if (scan (s, 8, 0, pos) != 0)
    abort ();
  calls = 0;
  fail_at = 3;
  if (scan (s, 8, 1, pos) != -1)
    abort ();
  return 0;
}
