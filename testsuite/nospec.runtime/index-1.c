/* array_index_mask_nospec (idx, sz): ~0UL when idx < sz, else 0, and
   array_index_nospec (idx, sz): idx when idx < sz, else 0.  Unsigned and
   signed index types, sz = 0, 1 and ULONG_MAX, indices near the
   wrap-around of unsigned long, bit-fields; the result of
   array_index_nospec has the (promoted) type of idx.  */
/* { dg-do run } */
/* { dg-options "-O2 -Wall -Wextra" } */

#include "check.h"
#include "nospec.h"

static const unsigned long index_values[] = {
  0, 1, 2, 7, 8, 9, 0xff, 0x100, 0x7fffffffUL, 0x80000000UL, 0xffffffffUL,
  (unsigned long) LONG_MAX, (unsigned long) LONG_MIN, (unsigned long) INT_MIN,
  ULONG_MAX / 2, ULONG_MAX / 2 + 1, ULONG_MAX - 8, ULONG_MAX - 7,
  ULONG_MAX - 1, ULONG_MAX
};

static void
index_table (void)
{
  unsigned i, j;
  unsigned long n = sizeof index_values / sizeof index_values[0];
  /* Every value as an index against every value as a size.  */
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      {
        unsigned long idx = OPAQUE (index_values[i]);
        unsigned long sz = OPAQUE (index_values[j]);
        CHECK_EQ (array_index_mask_nospec (idx, sz), idx < sz ? ~0UL : 0UL);
        CHECK_EQ (array_index_nospec (idx, sz), idx < sz ? idx : 0UL);
      }
}

static void
index_signed (void)
{
  int i_neg = -1, i_min = INT_MIN, i_ok = 5, isz = 8;
  long l_neg = -2, l_min = LONG_MIN, l_max = LONG_MAX;
  short s_neg = -3;
  signed char c_neg = -4, c_ok = 3;

  CHECK_EQ (array_index_mask_nospec (OPAQUE (i_neg), 8), 0);
  CHECK_EQ (array_index_nospec (OPAQUE (i_neg), 8), 0);
  CHECK_EQ (array_index_nospec (OPAQUE (i_min), 8), 0);
  CHECK_EQ (array_index_nospec (OPAQUE (i_ok), OPAQUE (isz)), 5);
  CHECK_EQ (array_index_nospec (OPAQUE (isz), OPAQUE (isz)), 0);
  CHECK_EQ (array_index_nospec (OPAQUE (l_neg), 8UL), 0);
  CHECK_EQ (array_index_nospec (OPAQUE (l_min), LONG_MAX), 0);
  CHECK_EQ (array_index_nospec (OPAQUE (l_max), LONG_MAX), 0);
  CHECK_EQ (array_index_nospec (OPAQUE (l_max) - 1, LONG_MAX), LONG_MAX - 1);
  CHECK_EQ (array_index_mask_nospec (OPAQUE (l_min), ULONG_MAX), ~0UL);
  CHECK_EQ (array_index_nospec (OPAQUE (s_neg), 8), 0);
  CHECK_EQ (array_index_nospec (OPAQUE (c_neg), 8), 0);
  CHECK_EQ (array_index_nospec (OPAQUE (c_ok), 8), 3);
  /* A negative result never comes back: the value is 0 or idx.  */
  CHECK (array_index_nospec (OPAQUE (i_neg), 8) == 0);
}

struct index_desc { unsigned slot : 5; };

static void
index_types (void)
{
  unsigned long ul = 3;
  size_t sz = 3;
  long l = 3;
  unsigned u = 3;
  int i = 3;
  unsigned char uc = 3;
  struct index_desc d;

  /* The result has IDX's type after integer promotion.  */
  CHECK_EQ (sizeof (array_index_nospec (ul, 4)), sizeof (unsigned long));
  CHECK_EQ (sizeof (array_index_nospec (sz, 4)), sizeof (size_t));
  CHECK_EQ (sizeof (array_index_nospec (l, 4)), sizeof (long));
  CHECK_EQ (sizeof (array_index_nospec (u, 4)), sizeof (unsigned));
  CHECK_EQ (sizeof (array_index_nospec (i, 4)), sizeof (int));
  CHECK_EQ (sizeof (array_index_nospec (uc, 4)), sizeof (int));
  CHECK_EQ (sizeof (array_index_mask_nospec (uc, 4)), sizeof (unsigned long));
  CHECK (array_index_nospec (-1L, 4) == 0L);
  d.slot = 17;
  CHECK_EQ (array_index_nospec (d.slot, 32), 17);
  CHECK_EQ (array_index_nospec (d.slot, 17), 0);
  CHECK_EQ (array_index_mask_nospec (d.slot, 18), ~0UL);
}

/* The kernel's usage: a checked index, then the load.  */
static int
index_lookup (const int *table, unsigned long n, unsigned long idx)
{
  if (idx < n)
    return table[array_index_nospec (idx, n)];
  return -1;
}

static void
index_usage (void)
{
  static const int table[4] = { 40, 41, 42, 43 };
  CHECK_EQ (index_lookup (table, 4, (unsigned long) (OPAQUE (table[0]) - 37)), 43);
  CHECK_EQ (index_lookup (table, 4, 4), -1);
}

static void
test_index (void)
{
  index_table ();
  index_signed ();
  index_types ();
  index_usage ();
}

#ifndef NOSPEC_TEST_ALL
int
main (void)
{
  test_index ();
  return check_report ("index-1");
}
#endif
