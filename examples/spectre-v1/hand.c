/* hand.c - victim_function and the 15 classic variants, hardened by hand
   with the runtime header (runtime/nospec.h), as a programmer would do
   without the plugin.

   Link it instead of victim.o and kocher.o (it defines the same symbols)
   to check that the attack sees the protection: every variant that leaks
   from the plain build must leak nothing from this one.  Each function is
   its plain twin with the index passed through array_index_nospec() on
   the in-bounds side of the check, or, where the check does not bound the
   index (v09's separate flag), a nospec_barrier().  */

#include <string.h>
#include "nospec.h"
#include "victim.h"

#define NOINLINE __attribute__ ((noinline))

void NOINLINE
victim_function (size_t x)
{
  if (x < array1_size)
    {
      x = array_index_nospec (x, array1_size);
      temp &= array2[array1[x] * ARRAY2_STRIDE];
    }
}

void NOINLINE
victim_v01 (size_t x)
{
  if (x < array1_size)
    {
      x = array_index_nospec (x, array1_size);
      temp &= array2[array1[x] * ARRAY2_STRIDE];
    }
}

static inline void
leak_byte_local (uint8_t k)
{
  temp &= array2[k * ARRAY2_STRIDE];
}

void NOINLINE
victim_v02 (size_t x)
{
  if (x < array1_size)
    leak_byte_local (array1[array_index_nospec (x, array1_size)]);
}

static void NOINLINE
leak_byte_noinline (uint8_t k)
{
  temp &= array2[k * ARRAY2_STRIDE];
}

void NOINLINE
victim_v03 (size_t x)
{
  if (x < array1_size)
    leak_byte_noinline (array1[array_index_nospec (x, array1_size)]);
}

void NOINLINE
victim_v04 (size_t x)
{
  if (x < array1_size)
    {
      x = array_index_nospec (x, array1_size);
      temp &= array2[array1[x << 1] * ARRAY2_STRIDE];
    }
}

void NOINLINE
victim_v05 (size_t x)
{
  int i;

  if (x < array1_size)
    {
      x = array_index_nospec (x, array1_size);
      for (i = x - 1; i >= 0; i--)
        temp &= array2[array1[i] * ARRAY2_STRIDE];
    }
}

/* (x & mask) == x holds exactly when x <= mask, i.e. x < mask + 1.  */
void NOINLINE
victim_v06 (size_t x)
{
  if ((x & array_size_mask) == x)
    {
      x = array_index_nospec (x, array_size_mask + 1);
      temp &= array2[array1[x] * ARRAY2_STRIDE];
    }
}

/* last_x always passed the real check, so x == last_x implies
   x < array1_size.  Not array_index_nospec (x, v07_last_x + 1): on the
   path where x == v07_last_x, GCC computes v07_last_x + 1 as x + 1, and
   the mask then lets any x through (this leaked in the attack).  */
void NOINLINE
victim_v07 (size_t x)
{
  if (x == v07_last_x)
    {
      x = array_index_nospec (x, array1_size);
      temp &= array2[array1[x] * ARRAY2_STRIDE];
    }
  if (x < array1_size)
    v07_last_x = x;
}

void NOINLINE
victim_v08 (size_t x)
{
  size_t i = x < array1_size ? array_index_nospec (x, array1_size) + 1 : 0;

  temp &= array2[array1[i] * ARRAY2_STRIDE];
}

/* The flag says nothing about x's range: only a barrier helps.  */
void NOINLINE
victim_v09 (size_t x, int *x_is_safe)
{
  if (*x_is_safe)
    {
      nospec_barrier ();
      temp &= array2[array1[x] * ARRAY2_STRIDE];
    }
}

void NOINLINE
victim_v10 (size_t x, uint8_t k)
{
  if (x < array1_size)
    {
      x = array_index_nospec (x, array1_size);
      if (array1[x] == k)
        temp &= array2[0];
    }
}

void NOINLINE
victim_v11 (size_t x)
{
  if (x < array1_size)
    {
      x = array_index_nospec (x, array1_size);
      temp = memcmp ((const void *) &temp,
                     array2 + array1[x] * ARRAY2_STRIDE, 1);
    }
}

void NOINLINE
victim_v12 (size_t x, size_t y)
{
  if (x + y < array1_size)
    {
      size_t sum = array_index_nospec (x + y, array1_size);
      temp &= array2[array1[sum] * ARRAY2_STRIDE];
    }
}

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
    {
      x = array_index_nospec (x, array1_size);
      temp &= array2[array1[x] * ARRAY2_STRIDE];
    }
}

void NOINLINE
victim_v14 (size_t x)
{
  if (x < array1_size)
    {
      x = array_index_nospec (x, array1_size);
      temp &= array2[array1[x ^ 255] * ARRAY2_STRIDE];
    }
}

void NOINLINE
victim_v15 (size_t *x)
{
  size_t index = *x;

  if (index < array1_size)
    {
      index = array_index_nospec (index, array1_size);
      temp &= array2[array1[index] * ARRAY2_STRIDE];
    }
}
