/* nospec_barrier() executes (no illegal instruction) and is a compiler
   memory barrier.  RISC-V has no speculation barrier: there the test
   opts in to the ordering-only version.  */
/* { dg-do run } */
/* { dg-options "-O2 -Wall -Wextra" } */

#ifndef NOSPEC_ALLOW_NO_BARRIER
# define NOSPEC_ALLOW_NO_BARRIER 1
#endif
#include "check.h"
#include "nospec.h"

static int barrier_flag;

static void
test_barrier (void)
{
  int k, sum = 0;
  for (k = 0; k < 4; k++)
    {
      barrier_flag = k;
      nospec_barrier ();
      sum += barrier_flag;
    }
  CHECK_EQ (sum, 6);
  CHECK_EQ (barrier_flag, 3);
}

#ifndef NOSPEC_TEST_ALL
int
main (void)
{
  test_barrier ();
  return check_report ("barrier-1");
}
#endif
