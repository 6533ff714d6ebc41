/* The shapes of olevel-predicate-mask.c and olevel-predicate-range.c
   (predicate masks: "i <= last", and lo <= x && x <= hi guarding
   t[x - lo]), run at every -O level harden.exp passes, natively or under
   qemu: the hardened code returns what plain C returns, at the bounds,
   inside, outside, and for the extreme values where a size-style mask
   would wrap (last = SIZE_MAX, lo = INT_MIN, hi = INT_MAX).  */
/* { dg-do run } */

#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

__attribute__ ((noipa)) int
upto (const int *a, size_t last, size_t i)
{
  if (i <= last)
    return a[i];
  return -1;
}

__attribute__ ((noipa)) int
range (const unsigned char *t, int lo, int hi, int x)
{
  if (x >= lo && x <= hi)
    return t[x - lo];
  return -1;
}

int ints[32];
unsigned char bytes[32];

int
main (void)
{
  size_t i, last;
  int x, lo;

  for (i = 0; i < 32; i++)
    {
      ints[i] = (int) i * 7 - 50;
      bytes[i] = (unsigned char) (250 - i);
    }
  for (last = 0; last < 32; last++)
    for (i = 0; i < 40; i++)
      if (upto (ints, last, i) != (i <= last ? (int) i * 7 - 50 : -1))
	abort ();
  if (upto (ints, 31, SIZE_MAX) != -1 || upto (ints, 5, SIZE_MAX / 2 + 3) != -1)
    abort ();
  /* last = SIZE_MAX: every index passes the check (last + 1 wraps).  */
  for (i = 0; i < 32; i++)
    if (upto (ints, SIZE_MAX, i) != (int) i * 7 - 50)
      abort ();
  for (lo = -20; lo <= 10; lo++)
    for (x = -40; x <= 40; x++)
      {
	int hi = lo + 31;
	int want = x >= lo && x <= hi ? 250 - (x - lo) : -1;
	if (range (bytes, lo, hi, x) != want)
	  abort ();
	if (range (bytes, lo, lo, x) != (x == lo ? 250 : -1))
	  abort ();
	if (range (bytes, lo, lo - 1, x) != -1)
	  abort ();
      }
  if (range (bytes, INT_MIN, INT_MIN + 31, INT_MIN) != 250
      || range (bytes, INT_MIN, INT_MIN + 31, INT_MIN + 31) != 219
      || range (bytes, INT_MIN, INT_MIN + 31, INT_MAX) != -1
      || range (bytes, INT_MAX - 31, INT_MAX, INT_MAX) != 219
      || range (bytes, INT_MAX - 31, INT_MAX, INT_MIN) != -1)
    abort ();
  return 0;
}
