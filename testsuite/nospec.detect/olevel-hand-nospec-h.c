/* nospec.h's helpers used by hand after a check leave nothing to report,
   at every -O level and on every target (each has its own sequence in
   runtime/nospec/ARCH.h); the same code without them is a gadget.
   nospec_barrier is in olevel-hand-fence.c (RISC-V has none).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-nospec-mode=audit" } */

#include "nospec.h"

int table[32];

int
index_nospec (int nr)
{
  if (nr >= 32 || nr < 0)
    return -1;
  nr = array_index_nospec (nr, 32);
  return table[nr];
}

int
index_mask (unsigned long i, unsigned long n)
{
  if (i >= n || n > 32)
    return -1;
  return table[i & array_index_mask_nospec (i, n)];
}

int
array_load (unsigned long i, unsigned long n)
{
  if (i >= n || n > 32)
    return -1;
  return nospec_array_load (table, i, n);
}

int
pointer (unsigned long i, unsigned long n)
{
  if (i >= n || n > 32)
    return -1;
  int *p = nospec_ptr (&table[i], table, table + n);
  return p ? *p : 0;
}

int
load (unsigned long i, unsigned long n)
{
  if (i >= n || n > 32)
    return -1;
  return nospec_load (&table[i], table, table + n);
}

#ifndef HAND_PROTECTED_ONLY
int
bare (unsigned long i, unsigned long n)
{
  if (i >= n || n > 32)					/* { dg-message "bounds check" } */
    return -1;
  return table[i];					/* { dg-warning "speculative load from 'table'" } */
}
#endif
