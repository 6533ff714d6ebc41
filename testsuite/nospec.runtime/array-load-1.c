/* nospec_array_load (arr, idx, sz): arr[idx] when idx < sz, else 0.
   Every element size (1, 2, 4, 8 bytes, signed and unsigned), floating
   point, pointers and structs; unsigned and signed index types; the
   boundaries 0, sz - 1, sz, sz + 1, far above, and indices near the
   wrap-around of unsigned long (ULONG_MAX, LONG_MIN, ULONG_MAX - sz + 1)
   or whose byte offset wraps around (2^62 + 1 for 4-byte elements); sz
   of 0 and 1.  */
/* { dg-do run } */
/* { dg-options "-O2 -Wall -Wextra" } */

#include "check.h"
#include "nospec.h"

#define NELEM 5

/* Indices tried against an array of NELEM elements with sz = NELEM.  */
static const unsigned long array_load_indices[] = {
  0, 1, NELEM - 1, NELEM, NELEM + 1, 2 * NELEM, 0x7f, 0xff, 0x100,
  0x7fffffffUL, 0x80000000UL, 0xffffffffUL,
  (unsigned long) LONG_MAX, (unsigned long) LONG_MIN,
  (unsigned long) INT_MIN, (unsigned long) -1L,
  ULONG_MAX, ULONG_MAX - 1, ULONG_MAX - NELEM + 1, ULONG_MAX - NELEM,
  ULONG_MAX / 2, ULONG_MAX / 2 + 1,
  /* idx * sizeof (T) wraps around to a small offset for 2-, 4- and
     8-byte elements: index 2^62 + 1 is not element 1.  */
  ULONG_MAX / 2 + 2, ULONG_MAX / 4 + 1, ULONG_MAX / 4 + 2,
  ULONG_MAX / 8 + 1, ULONG_MAX / 8 + 3
};

/* An integer type T: values ~i, so that no element is 0 and the sign
   and high bits are exercised; then every index of the table, sz = 0,
   sz = 1, and signed indices.  */
#define ARRAY_LOAD_INT_TEST(T, name)                                    \
  static void                                                           \
  array_load_##name (void)                                              \
  {                                                                     \
    T arr[NELEM];                                                       \
    const T *carr = arr;                                                \
    unsigned long k, n = NELEM, zero = 0, one = 1;                      \
    for (k = 0; k < NELEM; k++)                                         \
      arr[k] = (T) ~(unsigned long long) k;                             \
    for (k = 0; k < sizeof array_load_indices / sizeof array_load_indices[0]; k++) \
      {                                                                 \
        unsigned long idx = OPAQUE (array_load_indices[k]);             \
        T want = idx < NELEM ? arr[idx] : (T) 0;                        \
        CHECK_EQ (nospec_array_load (arr, idx, OPAQUE (n)), want);      \
        CHECK_EQ (nospec_array_load (carr, idx, NELEM), want);          \
        CHECK_EQ (nospec_array_load (arr, idx, OPAQUE (zero)), 0);      \
        CHECK_EQ (nospec_array_load (arr, idx, OPAQUE (one)),           \
                  idx == 0 ? arr[0] : (T) 0);                           \
      }                                                                 \
    {                                                                   \
      int i_neg = -1, i_min = INT_MIN, i_ok = NELEM - 1;                \
      long l_neg = -1, l_min = LONG_MIN;                                \
      short s_neg = -1;                                                 \
      signed char c_neg = -128;                                         \
      unsigned char uc = 2;                                             \
      unsigned short us = NELEM;                                        \
      int isz = NELEM;                                                  \
      CHECK_EQ (nospec_array_load (arr, OPAQUE (i_neg), n), 0);         \
      CHECK_EQ (nospec_array_load (arr, OPAQUE (i_min), n), 0);         \
      CHECK_EQ (nospec_array_load (arr, OPAQUE (i_ok), n), arr[NELEM - 1]); \
      CHECK_EQ (nospec_array_load (arr, OPAQUE (l_neg), n), 0);         \
      CHECK_EQ (nospec_array_load (arr, OPAQUE (l_min), n), 0);         \
      CHECK_EQ (nospec_array_load (arr, OPAQUE (s_neg), n), 0);         \
      CHECK_EQ (nospec_array_load (arr, OPAQUE (c_neg), n), 0);         \
      CHECK_EQ (nospec_array_load (arr, OPAQUE (uc), n), arr[2]);       \
      CHECK_EQ (nospec_array_load (arr, OPAQUE (us), n), 0);            \
      CHECK_EQ (nospec_array_load (arr, OPAQUE (i_ok), OPAQUE (isz)),   \
                arr[NELEM - 1]);                                        \
      CHECK_EQ (nospec_array_load (arr, OPAQUE (isz), OPAQUE (isz)), 0); \
      /* A sub-array: [arr + 1, arr + 1 + 3).  */                       \
      CHECK_EQ (nospec_array_load (&arr[1], 2, 3), arr[3]);             \
      CHECK_EQ (nospec_array_load (&arr[1], 3, 3), 0);                  \
    }                                                                   \
    CHECK_EQ (sizeof (nospec_array_load (arr, 0, n)), sizeof (T));      \
  }

ARRAY_LOAD_INT_TEST (uint8_t, u8)
ARRAY_LOAD_INT_TEST (int8_t, s8)
ARRAY_LOAD_INT_TEST (uint16_t, u16)
ARRAY_LOAD_INT_TEST (int16_t, s16)
ARRAY_LOAD_INT_TEST (uint32_t, u32)
ARRAY_LOAD_INT_TEST (int32_t, s32)
ARRAY_LOAD_INT_TEST (uint64_t, u64)
ARRAY_LOAD_INT_TEST (int64_t, s64)
ARRAY_LOAD_INT_TEST (unsigned long, ulong)

struct array_load_rec { short tag; double weight; const char *name; };

static void
array_load_other_types (void)
{
  float f[3] = { 1.5f, -2.25f, 3.0f };
  double d[3] = { 65536.25, -0.5, 2.0 };
  static char c0, c1, c2;
  char *p[3] = { &c0, &c1, &c2 };
  struct array_load_rec r[2] = { { 7, 0.25, "seven" }, { -8, 4.5, "eight" } };
  struct array_load_rec got;
  unsigned long n3 = 3, n2 = 2, big = ULONG_MAX;
  int neg = -1;

  CHECK (nospec_array_load (f, 1, OPAQUE (n3)) == -2.25f);
  CHECK (nospec_array_load (f, OPAQUE (n3), n3) == 0.0f);
  CHECK (nospec_array_load (d, 0, OPAQUE (n3)) == 65536.25);
  CHECK (nospec_array_load (d, OPAQUE (big), n3) == 0.0);
  CHECK (nospec_array_load (p, 2, OPAQUE (n3)) == &c2);
  CHECK (nospec_array_load (p, OPAQUE (n3), n3) == NULL);
  CHECK (nospec_array_load (p, OPAQUE (neg), n3) == NULL);
  got = nospec_array_load (r, 1, OPAQUE (n2));
  CHECK (got.tag == -8 && got.weight == 4.5 && got.name == r[1].name);
  got = nospec_array_load (r, OPAQUE (n2), n2);
  CHECK (got.tag == 0 && got.weight == 0.0 && got.name == NULL);
  CHECK_EQ (sizeof (nospec_array_load (d, 0, n3)), sizeof (double));
}

/* Volatile elements are read once, through a volatile access.  */
static void
array_load_volatile (void)
{
  static volatile int regs[3] = { -5, -6, -7 };
  int neg = -1;
  CHECK_EQ (nospec_array_load (regs, OPAQUE (2UL), 3), (unsigned long long) -7);
  CHECK_EQ (nospec_array_load (regs, OPAQUE (3UL), 3), 0);
  CHECK_EQ (nospec_array_load (regs, OPAQUE (neg), 3), 0);
}

/* An index in a bit-field, as in a packed descriptor.  */
struct array_load_desc { unsigned idx : 3; int sidx : 4; };

static void
array_load_bitfield (void)
{
  int arr[8] = { 10, 11, 12, 13, 14, 15, 16, 17 };
  struct array_load_desc desc;
  desc.idx = 6;
  desc.sidx = -2;
  CHECK_EQ (nospec_array_load (arr, desc.idx, 8), 16);
  CHECK_EQ (nospec_array_load (arr, desc.idx, 6), 0);
  CHECK_EQ (nospec_array_load (arr, desc.sidx, 8), 0);
}

static void
test_array_load (void)
{
  array_load_u8 ();
  array_load_s8 ();
  array_load_u16 ();
  array_load_s16 ();
  array_load_u32 ();
  array_load_s32 ();
  array_load_u64 ();
  array_load_s64 ();
  array_load_ulong ();
  array_load_volatile ();
  array_load_other_types ();
  array_load_bitfield ();
}

#ifndef NOSPEC_TEST_ALL
int
main (void)
{
  test_array_load ();
  return check_report ("array-load-1");
}
#endif
