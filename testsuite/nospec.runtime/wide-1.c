/* An index, a size or a bound wider than unsigned long would be
   truncated before the comparison (a 64-bit index on a 32-bit target, a
   128-bit one on a 64-bit target): nospec.h refuses it at compile
   time.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ftrack-macro-expansion=0" } */

#include "nospec.h"

#if __SIZEOF_LONG__ == 4
typedef unsigned long long wide_t;
#else
__extension__ typedef unsigned __int128 wide_t;
#endif

int table[4];

unsigned long
wide_1 (wide_t wide, unsigned long i, unsigned long n)
{
  unsigned long r = 0;
  r += array_index_nospec (wide, n); /* { dg-error "index, size or bound wider than unsigned long" } */
  r += array_index_nospec (i, wide); /* { dg-error "index, size or bound wider than unsigned long" } */
  r += array_index_mask_nospec (wide, n); /* { dg-error "index, size or bound wider than unsigned long" } */
  r += (unsigned long) nospec_array_load (table, wide, n); /* { dg-error "index, size or bound wider than unsigned long" } */
  r += (unsigned long) nospec_array_load (table, i, wide); /* { dg-error "index, size or bound wider than unsigned long" } */
  r += (unsigned long) nospec_ptr (table + 1, wide, table + 4); /* { dg-error "bound wider than unsigned long" } */
  r += (unsigned long) nospec_load (table + 1, table, wide); /* { dg-error "bound wider than unsigned long" } */
  return r;
}
