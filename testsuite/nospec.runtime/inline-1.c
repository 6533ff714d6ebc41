/* The macros may be used in C99 inline functions with external linkage:
   C forbids those to reference static functions or to define modifiable
   static objects, and GCC diagnoses both.  nospec.h uses no static
   function, and its zero objects are const.  */
/* { dg-do run } */
/* { dg-options "-std=c99 -pedantic-errors -O2 -Wall -Wextra" } */

#include "check.h"
#include "nospec.h"

inline int
inline_lookup (const int *table, unsigned long i, unsigned long n)
{
  return nospec_array_load (table, i, n)
         + (int) array_index_nospec (i, n)
         + (int) (array_index_mask_nospec (i, n) & 1);
}

inline const int *
inline_ptr (const int *p, const int *lo, const int *hi)
{
  return nospec_ptr (p, lo, hi);
}

inline int
inline_load (const int *p, const int *lo, const int *hi)
{
  return nospec_load (p, lo, hi);
}

/* An inline definition only (no external declaration in this file): C
   is strictest here.  always_inline, because no external definition of
   it exists anywhere.  */
inline int inline_only (const int *, unsigned long, unsigned long)
  __attribute__ ((__always_inline__));
inline int
inline_only (const int *table, unsigned long i, unsigned long n)
{
  return nospec_array_load (table, i, n);
}

/* The external definitions of the others.  */
extern int inline_lookup (const int *, unsigned long, unsigned long);
extern const int *inline_ptr (const int *, const int *, const int *);
extern int inline_load (const int *, const int *, const int *);

int
main (void)
{
  static const int table[3] = { 10, 20, 30 };
  CHECK_EQ (inline_lookup (table, OPAQUE (2UL), 3), 30 + 2 + 1);
  CHECK_EQ (inline_lookup (table, OPAQUE (3UL), 3), 0);
  CHECK (inline_ptr (table + 1, table, table + 3) == table + 1);
  CHECK (inline_ptr (table + 3, table, table + 3) == NULL);
  CHECK_EQ (inline_load (table + 2, table, table + 3), 30);
  CHECK_EQ (inline_load (table + 2, table, table + 2), 0);
  CHECK_EQ (inline_only (table, OPAQUE (1UL), 3), 20);
  CHECK_EQ (inline_only (table, OPAQUE (4UL), 3), 0);
  return check_report ("inline-1");
}
