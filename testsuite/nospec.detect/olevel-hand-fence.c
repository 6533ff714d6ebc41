/* A speculation barrier written after the check, on the way to the load,
   protects it: nospec.h's nospec_barrier, or one in the kernel's style
   (nospec.harden/hand-masks.h: x86 lfence in an alternative, AArch64
   and Arm dsb + isb; none on the other targets).  No warning at any -O level; a barrier before
   the check or on one path only protects nothing.  */
/* { dg-do compile } */
/* { dg-require-effective-target fence } */
/* { dg-options "-fplugin-arg-nospec-mode=audit" } */

#include "nospec.h"
#include "../nospec.harden/hand-masks.h"

int table[32];

int
our_barrier (unsigned long i)
{
  if (i >= 32)
    return -1;
  nospec_barrier ();
  return table[i];
}

/* Two checks, then the barrier, then a load in a block of its own.  */
int
our_barrier_two_checks (unsigned long i, unsigned long j, int flag)
{
  int v = 0;
  if (i >= 32 || j >= 32)
    return -1;
  nospec_barrier ();
  if (flag)
    v = table[i];
  return v + table[j];
}

#if HAND_HAVE_BARRIER
int
kernel_barrier (unsigned long i)
{
  if (i >= 32)
    return -1;
  hand_barrier ();
  return table[i];
}
#endif

#ifndef HAND_PROTECTED_ONLY
/* A barrier before the check.  */
int
barrier_before_check (unsigned long i)
{
  nospec_barrier ();
  if (i >= 32)						/* { dg-message "bounds check" } */
    return -1;
  return table[i];					/* { dg-warning "speculative load from 'table'" } */
}

/* A barrier on one of the two paths to the load.  */
int
barrier_on_one_path (unsigned long i, int flag)
{
  if (i >= 32)						/* { dg-message "bounds check" } */
    return -1;
  if (flag)
    nospec_barrier ();
  return table[i];					/* { dg-warning "speculative load from 'table'" } */
}

/* The same code without the barrier.  */
int
bare (unsigned long i)
{
  if (i >= 32)						/* { dg-message "bounds check" } */
    return -1;
  return table[i];					/* { dg-warning "speculative load from 'table'" } */
}
#endif
