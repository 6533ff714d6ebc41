/* handed-address.c's functions, run: in range they touch the element
   they did without the plugin, out of range they return -1 and touch
   nothing.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-nospec-taint=params" } */

#include <stdlib.h>

#include "handed-address.h"

int
main (void)
{
  struct set a = { 5, { { 0, 0 } } };
  for (unsigned int idx = 0; idx < 12; idx++)
    {
      int want = idx < 5 ? 1 : -1;
      if (lock_one (&a, idx) != want)
        abort ();
      if (bump_one (&a, idx) != (idx < 5 ? 0 : -1))
        abort ();
    }
  for (unsigned int idx = 0; idx < 8; idx++)
    if (a.sems[idx].lock != (idx < 5))
      abort ();
  return 0;
}
