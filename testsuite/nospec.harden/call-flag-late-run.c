/* call-flag-late.c's shapes, run: checks by calls that IPA inlining
   brings in (masked by the second instance) and one that stays a call
   (fenced), against plain C's results for indices in and out of range.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-early-inlining" } */
/* { dg-require-effective-target fence } */

#include <stdlib.h>

static int tab[64];
static unsigned int limit = 40;

static int
is_below (unsigned int x)
{
  return x < limit;
}

static int
is_in (long x, long lo, long hi)
{
  if (x < lo)
    return 0;
  if (x >= hi)
    return 0;
  return 1;
}

__attribute__ ((noipa)) static int
opaque_ok (unsigned int x)
{
  return x < 64;
}

__attribute__ ((noipa)) int
get_below (unsigned int x)
{
  if (is_below (x))
    return tab[x];
  return -1;
}

__attribute__ ((noipa)) int
get_in (long x)
{
  if (is_in (x, 8, 64))
    return tab[x];
  return -2;
}

__attribute__ ((noipa)) int
get_opaque (unsigned int x)
{
  if (opaque_ok (x))
    return tab[x];
  return -3;
}

int
main (void)
{
  for (int i = 0; i < 64; i++)
    tab[i] = 3 * i + 1;
  for (long i = -70; i < 140; i++)
    {
      unsigned int u = (unsigned int) i;
      int want_below = u < 40 ? 3 * (int) u + 1 : -1;
      int want_in = i >= 8 && i < 64 ? 3 * (int) i + 1 : -2;
      int want_opaque = u < 64 ? 3 * (int) u + 1 : -3;
      if (get_below (u) != want_below || get_in (i) != want_in
          || get_opaque (u) != want_opaque)
        abort ();
    }
  return 0;
}
