/* kocher.c - the 15 classic Spectre v1 examples (Paul Kocher, 2018).

   Kocher published these shapes to test compiler mitigations; each is
   written here from that description, as one noinline victim_vNN over the
   globals of data.c.  attack.c drives any of them (attack --variant N)
   with an input adapted to the shape.  Compile this file plain or with
   -fplugin=nospec (v09 needs -fplugin-arg-nospec-checks=any: its check
   does not involve the index at all).  */

#include <string.h>
#include "victim.h"

#define NOINLINE __attribute__ ((noinline))

/* 1: the classic two-level load.  */
void NOINLINE
victim_v01 (size_t x)
{
  if (x < array1_size)
    temp &= array2[array1[x] * ARRAY2_STRIDE];
}

/* 2: the leaking load moved into a helper the compiler can inline.  */
static inline void
leak_byte_local (uint8_t k)
{
  temp &= array2[k * ARRAY2_STRIDE];
}

void NOINLINE
victim_v02 (size_t x)
{
  if (x < array1_size)
    leak_byte_local (array1[x]);
}

/* 3: the leaking load in a helper that is never inlined.  */
static void NOINLINE
leak_byte_noinline (uint8_t k)
{
  temp &= array2[k * ARRAY2_STRIDE];
}

void NOINLINE
victim_v03 (size_t x)
{
  if (x < array1_size)
    leak_byte_noinline (array1[x]);
}

/* 4: the index shifted left by one.  */
void NOINLINE
victim_v04 (size_t x)
{
  if (x < array1_size)
    temp &= array2[array1[x << 1] * ARRAY2_STRIDE];
}

/* 5: x is the start of a loop counting down.  */
void NOINLINE
victim_v05 (size_t x)
{
  int i;

  if (x < array1_size)
    for (i = x - 1; i >= 0; i--)
      temp &= array2[array1[i] * ARRAY2_STRIDE];
}

/* 6: the check written as a mask test.  */
void NOINLINE
victim_v06 (size_t x)
{
  if ((x & array_size_mask) == x)
    temp &= array2[array1[x] * ARRAY2_STRIDE];
}

/* 7: the check is a comparison with the last value that passed a bounds
   check (v07_last_x lives in data.c, where the attack can flush it).  */
void NOINLINE
victim_v07 (size_t x)
{
  if (x == v07_last_x)
    temp &= array2[array1[x] * ARRAY2_STRIDE];
  if (x < array1_size)
    v07_last_x = x;
}

/* 8: the check is a conditional expression inside the index.  */
void NOINLINE
victim_v08 (size_t x)
{
  temp &= array2[array1[x < array1_size ? (x + 1) : 0] * ARRAY2_STRIDE];
}

/* 9: the result of the check arrives as a separate flag.  */
void NOINLINE
victim_v09 (size_t x, int *x_is_safe)
{
  if (*x_is_safe)
    temp &= array2[array1[x] * ARRAY2_STRIDE];
}

/* 10: the byte leaks through a comparison, one guess at a time.  */
void NOINLINE
victim_v10 (size_t x, uint8_t k)
{
  if (x < array1_size)
    {
      if (array1[x] == k)
        temp &= array2[0];
    }
}

/* 11: the second load is done by memcmp.  */
void NOINLINE
victim_v11 (size_t x)
{
  if (x < array1_size)
    temp = memcmp ((const void *) &temp, array2 + array1[x] * ARRAY2_STRIDE,
                   1);
}

/* 12: check and index on the sum of two parameters.  */
void NOINLINE
victim_v12 (size_t x, size_t y)
{
  if (x + y < array1_size)
    temp &= array2[array1[x + y] * ARRAY2_STRIDE];
}

/* 13: the check is inside an inline predicate.  */
static inline int
is_x_safe (size_t x)
{
  if (x < array1_size)
    return 1;
  return 0;
}

void NOINLINE
victim_v13 (size_t x)
{
  if (is_x_safe (x))
    temp &= array2[array1[x] * ARRAY2_STRIDE];
}

/* 14: the low bits of the index inverted.  */
void NOINLINE
victim_v14 (size_t x)
{
  if (x < array1_size)
    temp &= array2[array1[x ^ 255] * ARRAY2_STRIDE];
}

/* 15: the index passed by pointer.  */
void NOINLINE
victim_v15 (size_t *x)
{
  if (*x < array1_size)
    temp &= array2[array1[*x] * ARRAY2_STRIDE];
}
