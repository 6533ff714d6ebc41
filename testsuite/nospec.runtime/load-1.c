/* nospec_load (ptr, lo, hi): *ptr when lo <= ptr < hi, else 0.
   Every element size, floating point, pointers and structs; ptr at lo,
   inside, at hi - 1, at hi, just below lo, far above; an empty interval
   (lo == hi) and an inverted one (hi < lo); pointers near NULL and near
   the top of the address space, which must not be dereferenced.  */
/* { dg-do run } */
/* { dg-options "-O2 -Wall -Wextra" } */

#include "check.h"
#include "nospec.h"

/* Pointers that are never valid: near NULL and near the top of the
   address space.  Out of every interval used here, so nospec_load must
   return 0 without touching them.  */
#define LOAD_FAKE_LOW ((uintptr_t) 64)
#define LOAD_FAKE_HIGH (~(uintptr_t) 0 - 63)

/* buf[12], interval [buf + 3, buf + 9).  */
#define LOAD_INT_TEST(T, name)                                          \
  static void                                                           \
  load_##name (void)                                                    \
  {                                                                     \
    T buf[12];                                                          \
    T *base = buf, *lo = buf + 3, *hi = buf + 9, *p;                    \
    int k;                                                              \
    for (k = 0; k < 12; k++)                                            \
      buf[k] = (T) ~(unsigned long long) k;                             \
    for (k = 0; k < 12; k++)                                            \
      {                                                                 \
        p = OPAQUE (base) + k;                                          \
        CHECK_EQ (nospec_load (p, lo, hi), k >= 3 && k < 9 ? buf[k] : (T) 0); \
        /* Empty interval at p, and around p.  */                       \
        CHECK_EQ (nospec_load (p, p, p), 0);                            \
        CHECK_EQ (nospec_load (p, buf + 5, buf + 5), 0);                \
        /* Inverted interval: hi < lo holds nothing.  */                \
        CHECK_EQ (nospec_load (p, hi, lo), 0);                          \
        /* The whole buffer.  */                                        \
        CHECK_EQ (nospec_load (p, buf, buf + 12), buf[k]);              \
        /* One element.  */                                             \
        CHECK_EQ (nospec_load (p, buf + 7, buf + 8), k == 7 ? buf[7] : (T) 0); \
      }                                                                 \
    p = (T *) OPAQUE (lo);                                              \
    CHECK_EQ (nospec_load (p, lo, hi), buf[3]);                         \
    p = (T *) LOAD_FAKE_LOW;                                            \
    CHECK_EQ (nospec_load (OPAQUE (p), lo, hi), 0);                     \
    p = (T *) LOAD_FAKE_HIGH;                                           \
    CHECK_EQ (nospec_load (OPAQUE (p), lo, hi), 0);                     \
    p = NULL;                                                           \
    CHECK_EQ (nospec_load (OPAQUE (p), lo, hi), 0);                     \
    CHECK_EQ (sizeof (nospec_load (lo, lo, hi)), sizeof (T));           \
  }

LOAD_INT_TEST (uint8_t, u8)
LOAD_INT_TEST (int8_t, s8)
LOAD_INT_TEST (uint16_t, u16)
LOAD_INT_TEST (int16_t, s16)
LOAD_INT_TEST (uint32_t, u32)
LOAD_INT_TEST (int32_t, s32)
LOAD_INT_TEST (uint64_t, u64)
LOAD_INT_TEST (int64_t, s64)

struct load_rec { int key; double value; };

static void
load_other_types (void)
{
  double d[4] = { 0.5, -1.5, 2.5, 0.0009765625 };
  float f[2] = { 3.5f, -7.0f };
  static int x0, x1;
  int *ptrs[2] = { &x0, &x1 };
  const struct load_rec recs[2] = { { 1, 1.0 }, { 2, -2.0 } };
  struct load_rec got;
  double *dp = d + 3;
  int **pp = ptrs + 1;

  CHECK (nospec_load (OPAQUE (dp), d, d + 4) == 0.0009765625);
  CHECK (nospec_load (OPAQUE (dp), d, d + 3) == 0.0);
  CHECK (nospec_load (f + 1, f, f + 2) == -7.0f);
  CHECK (nospec_load (f + 1, f, f + 1) == 0.0f);
  CHECK (nospec_load (OPAQUE (pp), ptrs, ptrs + 2) == &x1);
  CHECK (nospec_load (OPAQUE (pp), ptrs, ptrs + 1) == NULL);
  got = nospec_load (&recs[1], recs, recs + 2);
  CHECK (got.key == 2 && got.value == -2.0);
  got = nospec_load (&recs[1], recs + 2, recs);
  CHECK (got.key == 0 && got.value == 0.0);
}

/* Bounds of another pointer type than PTR, as in the RFC's BPF patch
   (a void * bound for a typed pointer).  */
static void
load_mixed_bounds (void)
{
  uint32_t words[4] = { 0xdeadbeef, 0xfeedface, 0xcafef00d, 0x8badf00d };
  void *lo = words, *hi = words + 4;
  const char *clo = (const char *) words;
  uint32_t *p = words + 2;

  CHECK_EQ (nospec_load (OPAQUE (p), lo, hi), 0xcafef00d);
  CHECK_EQ (nospec_load (OPAQUE (p), clo, clo + 8), 0);
  CHECK_EQ (nospec_load (OPAQUE (p), clo + 8, clo + 12), 0xcafef00d);
  /* An interval that ends in the middle of the element still contains
     its address: nospec_load checks ptr, not ptr + sizeof *ptr.  */
  CHECK_EQ (nospec_load (OPAQUE (p), clo + 8, clo + 9), 0xcafef00d);
}

static void
test_load (void)
{
  load_u8 ();
  load_s8 ();
  load_u16 ();
  load_s16 ();
  load_u32 ();
  load_s32 ();
  load_u64 ();
  load_s64 ();
  load_other_types ();
  load_mixed_bounds ();
}

#ifndef NOSPEC_TEST_ALL
int
main (void)
{
  test_load ();
  return check_report ("load-1");
}
#endif
