/* The macros nest: an index, a size or a pointer that is itself the
   result of a nospec macro.  Each expansion's locals have unique names,
   so there is no shadowing, even under -Wshadow.  */
/* { dg-do run } */
/* { dg-options "-O2 -Wall -Wextra -Wshadow" } */

#include "check.h"
#include "nospec.h"

static void
test_nested (void)
{
  static const unsigned char perm[4] = { 3, 0, 2, 1 };
  static const int values[4] = { 70, 71, 72, 73 };
  static const unsigned long sizes[2] = { 4, 2 };
  unsigned long k, n = 4;

  for (k = 0; k < 6; k++)
    {
      unsigned long i = OPAQUE (k);
      int want = i < 4 ? values[perm[i]] : values[0];
      /* Two-level table: the classic Spectre v1 shape, both loads
         protected.  An out-of-range I gives perm index 0, hence
         values[0].  */
      CHECK_EQ (nospec_array_load (values, nospec_array_load (perm, i, n),
                                   nospec_array_load (sizes, 0, 2)), want);
      CHECK_EQ (nospec_array_load (values,
                                   array_index_nospec (i, nospec_array_load (sizes, 1, 2)),
                                   n),
                i < 2 ? values[i] : values[0]);
      CHECK_EQ (nospec_load (nospec_ptr (values + i, values, values + 4),
                             values, values + 4),
                i < 4 ? values[i] : 0);
      CHECK_EQ (array_index_mask_nospec (array_index_nospec (i, n),
                                         array_index_nospec (3UL, n)),
                (i < 4 ? i : 0) < 3 ? ~0UL : 0);
    }
}

#ifndef NOSPEC_TEST_ALL
int
main (void)
{
  test_nested ();
  return check_report ("nested-1");
}
#endif
