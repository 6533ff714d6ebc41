/* Checks written with __builtin_expect, masked from the comparison
   behind the flag (expect-check.c): every edge's relation, signed and
   unsigned, equality, pointers; hardened, plain C's results.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>

#define likely(x) __builtin_expect (!!(x), 1)
#define unlikely(x) __builtin_expect (!!(x), 0)

static const int table[16] = { 3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7,
                               9, 3 };

__attribute__ ((noipa)) int
get_unlikely (unsigned long i, unsigned long n)
{
  if (unlikely (i >= n))
    return -1;
  return table[i];
}

__attribute__ ((noipa)) int
get_likely (unsigned long i, unsigned long n)
{
  if (likely (i < n))
    return table[i];
  return -1;
}

__attribute__ ((noipa)) int
get_signed (int i, int n)
{
  if (unlikely (i < 0) || unlikely (i > n - 1))
    return -1;
  return table[i];
}

__attribute__ ((noipa)) int
get_not_equal (unsigned int i, unsigned int skip)
{
  if (unlikely (i == skip))
    return -2;
  if (unlikely (i >= 16))
    return -1;
  return table[i];
}

__attribute__ ((noipa)) int
get_ptr (const int *p, const int *end)
{
  if (unlikely (p >= end))
    return -1;
  return *p;
}

int
main (void)
{
  for (unsigned long i = 0; i < 20; i++)
    {
      int want = i < 16 ? table[i] : -1;
      if (get_unlikely (i, 16) != want || get_likely (i, 16) != want)
        abort ();
      if (get_unlikely (i, 8) != (i < 8 ? table[i] : -1))
        abort ();
    }
  for (int i = -3; i < 20; i++)
    if (get_signed (i, 16) != (i >= 0 && i < 16 ? table[i] : -1))
      abort ();
  for (unsigned int i = 0; i < 20; i++)
    if (get_not_equal (i, 5) != (i == 5 ? -2 : i < 16 ? table[i] : -1))
      abort ();
  for (int k = 0; k <= 16; k++)
    if (get_ptr (table + k, table + 16) != (k < 16 ? table[k] : -1))
      abort ();
  return 0;
}
