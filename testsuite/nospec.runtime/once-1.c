/* Every macro argument is evaluated exactly once, in range and out of
   range (the seeds' nospec_array_load read an uninitialised copy of sz
   instead of evaluating it).  */
/* { dg-do run } */
/* { dg-options "-O2 -Wall -Wextra" } */

#include "check.h"
#include "nospec.h"

static int once_calls[8];
static long once_table[4] = { 100, 101, 102, 103 };

enum { ONCE_ARR, ONCE_IDX, ONCE_SZ, ONCE_PTR, ONCE_LO, ONCE_HI };

static long *
once_arr (void)
{
  once_calls[ONCE_ARR]++;
  return once_table;
}

static unsigned long
once_ul (int which, unsigned long value)
{
  once_calls[which]++;
  return value;
}

static long *
once_p (int which, long *value)
{
  once_calls[which]++;
  return value;
}

/* Whether the calls counted since the last reset are exactly the ones
   expected (one call per listed argument), then reset.  */
static int
once_exactly (int arr, int idx, int sz, int ptr, int lo, int hi)
{
  int ok = once_calls[ONCE_ARR] == arr && once_calls[ONCE_IDX] == idx
           && once_calls[ONCE_SZ] == sz && once_calls[ONCE_PTR] == ptr
           && once_calls[ONCE_LO] == lo && once_calls[ONCE_HI] == hi;
  unsigned k;
  for (k = 0; k < sizeof once_calls / sizeof once_calls[0]; k++)
    once_calls[k] = 0;
  return ok;
}

static void
test_once (void)
{
  unsigned long i = 0, n = 4;
  long *p;
  unsigned long k;

  for (k = 0; k < 6; k++)
    {
      long want = k < 4 ? once_table[k] : 0;
      CHECK_EQ (nospec_array_load (once_arr (), once_ul (ONCE_IDX, k),
                                   once_ul (ONCE_SZ, 4)), want);
      CHECK (once_exactly (1, 1, 1, 0, 0, 0));

      CHECK_EQ (nospec_load (once_p (ONCE_PTR, once_table + k),
                             once_p (ONCE_LO, once_table),
                             once_p (ONCE_HI, once_table + 4)), want);
      CHECK (once_exactly (0, 0, 0, 1, 1, 1));

      p = nospec_ptr (once_p (ONCE_PTR, once_table + k),
                      once_p (ONCE_LO, once_table),
                      once_p (ONCE_HI, once_table + 4));
      CHECK (p == (k < 4 ? once_table + k : NULL));
      CHECK (once_exactly (0, 0, 0, 1, 1, 1));

      CHECK_EQ (array_index_nospec (once_ul (ONCE_IDX, k),
                                    once_ul (ONCE_SZ, 4)), k < 4 ? k : 0);
      CHECK (once_exactly (0, 1, 1, 0, 0, 0));

      CHECK_EQ (array_index_mask_nospec (once_ul (ONCE_IDX, k),
                                         once_ul (ONCE_SZ, 4)),
                k < 4 ? ~0UL : 0);
      CHECK (once_exactly (0, 1, 1, 0, 0, 0));
    }

  /* Side effects in place: increments happen once.  */
  i = 0;
  CHECK_EQ (nospec_array_load (once_table, i++, n), 100);
  CHECK_EQ (nospec_array_load (once_table, i++, n), 101);
  CHECK_EQ (i, 2);
  CHECK_EQ (array_index_nospec (i++, n--), 2);
  CHECK_EQ (i, 3);
  CHECK_EQ (n, 3);
  p = once_table;
  CHECK_EQ (nospec_load (p++, once_table, once_table + 4), 100);
  CHECK (p == once_table + 1);
  CHECK (nospec_ptr (p++, once_table, once_table + 4) == once_table + 1);
  CHECK (p == once_table + 2);
}

#ifndef NOSPEC_TEST_ALL
int
main (void)
{
  test_once ();
  return check_report ("once-1");
}
#endif
