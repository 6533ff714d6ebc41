/* nospec_ptr (ptr, lo, hi): ptr itself when lo <= ptr < hi, else NULL.
   Real buffers and bare addresses (never dereferenced): intervals in the
   middle, at the bottom (lo = NULL) and at the top of the address space,
   the whole address space but its last byte, empty and inverted
   intervals; the result keeps the pointer type and its qualifiers.  */
/* { dg-do run } */
/* { dg-options "-O2 -Wall -Wextra" } */

#include "check.h"
#include "nospec.h"

#define ADDR(x) ((char *) (uintptr_t) (x))
#define TOP (~(uintptr_t) 0)

struct ptr_case { uintptr_t p, lo, hi; };

static const struct ptr_case ptr_cases[] = {
  /* [0x1000, 0x2000) */
  { 0x1000, 0x1000, 0x2000 }, { 0x1001, 0x1000, 0x2000 },
  { 0x1fff, 0x1000, 0x2000 }, { 0x2000, 0x1000, 0x2000 },
  { 0x0fff, 0x1000, 0x2000 }, { 0, 0x1000, 0x2000 },
  { 0x2001, 0x1000, 0x2000 }, { TOP, 0x1000, 0x2000 },
  { TOP / 2, 0x1000, 0x2000 }, { TOP / 2 + 1, 0x1000, 0x2000 },
  /* at the top: [TOP - 0xff, TOP); TOP itself is excluded.  */
  { TOP - 0xff, TOP - 0xff, TOP }, { TOP - 1, TOP - 0xff, TOP },
  { TOP, TOP - 0xff, TOP }, { TOP - 0x100, TOP - 0xff, TOP },
  { 0, TOP - 0xff, TOP }, { 1, TOP - 0xff, TOP },
  /* at the bottom: [0, 0x100) */
  { 1, 0, 0x100 }, { 0xff, 0, 0x100 }, { 0x100, 0, 0x100 },
  { TOP, 0, 0x100 },
  /* the whole address space but the last byte */
  { 1, 0, TOP }, { TOP / 2 + 1, 0, TOP }, { TOP - 1, 0, TOP },
  { TOP, 0, TOP },
  /* empty */
  { 0x1000, 0x1000, 0x1000 }, { 0, 0, 0 }, { TOP, TOP, TOP },
  /* inverted */
  { 0x1800, 0x2000, 0x1000 }, { 0x1000, 0x2000, 0x1000 },
  { 0x2000, 0x2000, 0x1000 }, { 0, TOP, 0 }, { TOP / 2, TOP, 0 },
};

static void
ptr_addresses (void)
{
  unsigned k;
  for (k = 0; k < sizeof ptr_cases / sizeof ptr_cases[0]; k++)
    {
      uintptr_t p = OPAQUE (ptr_cases[k].p);
      uintptr_t lo = ptr_cases[k].lo, hi = ptr_cases[k].hi;
      uintptr_t want = lo <= p && p < hi ? p : 0;
      CHECK_EQ ((uintptr_t) nospec_ptr (ADDR (p), ADDR (lo), ADDR (hi)), want);
      /* Bounds given as integers work too.  */
      CHECK_EQ ((uintptr_t) nospec_ptr (ADDR (p), lo, hi), want);
    }
  /* Bounds of type int, narrower than a pointer on 64-bit targets: they
     are converted, not compared with undefined upper bits (the RFC's
     arm64 asm took any "r" operand as a full register).  */
  CHECK_EQ ((uintptr_t) nospec_ptr (ADDR (OPAQUE (0x1800)), 0x1000, 0x2000), 0x1800);
  CHECK_EQ ((uintptr_t) nospec_ptr (ADDR (OPAQUE (0x2000)), 0x1000, 0x2000), 0);
}

struct ptr_node { int id; struct ptr_node *next; };

static void
ptr_typed (void)
{
  struct ptr_node nodes[6];
  const struct ptr_node *cp;
  struct ptr_node *p, *lo = nodes + 1, *hi = nodes + 5;
  volatile int vi[3];
  volatile int *vp;
  int k;

  for (k = 0; k < 6; k++)
    {
      nodes[k].id = k;
      nodes[k].next = NULL;
      p = OPAQUE (lo) - 1 + k;
      CHECK (nospec_ptr (p, lo, hi) == (k >= 1 && k < 5 ? p : NULL));
    }
  /* The result has the type of PTR, qualifiers included (assigning it to
     a less qualified pointer would warn, and -Wall -Wextra warnings fail
     the test).  */
  cp = nospec_ptr ((const struct ptr_node *) &nodes[4], lo, hi);
  CHECK (cp == &nodes[4] && cp->id == 4);
  vp = nospec_ptr (&vi[2], vi, vi + 3);
  CHECK (vp == &vi[2]);
  vp = nospec_ptr (&vi[2], vi, vi + 2);
  CHECK (vp == NULL);
  /* void * and bounds of other types, as the RFC's BPF patch used it.  */
  {
    char value[64];
    void *elem = value + 48, *high = value + 64;
    CHECK (nospec_ptr (elem, value, high) == elem);
    CHECK (nospec_ptr (elem, value, value + 48) == NULL);
  }
  CHECK_EQ (sizeof (nospec_ptr (lo, lo, hi)), sizeof (struct ptr_node *));
}

static void
test_ptr (void)
{
  ptr_addresses ();
  ptr_typed ();
}

#ifndef NOSPEC_TEST_ALL
int
main (void)
{
  test_ptr ();
  return check_report ("ptr-1");
}
#endif
