/* Indexes masked by hand after their check, in the Linux kernel's shapes
   (nospec.harden/hand-masks.h: x86 cmp/sbb, AArch64 cmp/sbc + csdb, Arm
   cmp/sbc/csdb, s390 clgr/slbgr, the generic C mask behind an empty
   asm), are no gadgets: no warning, at every -O level.  The same
   functions without the mask (the *_bare twins) are gadgets.
   nospec.harden/nogadget-hand-mask.c compiles the protected half in
   harden mode (HAND_PROTECTED_ONLY).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-nospec-mode=audit" } */

#include "../nospec.harden/hand-masks.h"

int table[32];
long wide[64];

/* array_index_nospec on an int, in the type of the index and back.  */
int
kernel_int (int nr)
{
  if (nr >= 32 || nr < 0)
    return -1;
  nr = hand_index_nospec (nr, 32);
  return table[nr];
}

/* On an unsigned long against a variable bound, inside the subscript.  */
long
kernel_ulong (unsigned long i, unsigned long n)
{
  if (i >= n || n > 64)
    return -1;
  return wide[hand_index_nospec (i, n)];
}

/* The generic mask, on every target.  */
int
generic_int (int nr)
{
  if (nr >= 32 || nr < 0)
    return -1;
  nr = hand_index_nospec_generic (nr, 32);
  return table[nr];
}

long
generic_ulong (unsigned long i, unsigned long n)
{
  if (i >= n || n > 64)
    return -1;
  return wide[hand_index_nospec_generic (i, n)];
}

/* The mask ANDed in by the caller, narrowed to the index's width.  */
int
mask_anded (unsigned int i)
{
  if (i >= 32)
    return -1;
  return table[i & (unsigned int) hand_arch_mask (i, 32)];
}

/* A mask of the index's low half, zero-extended: the AND keeps that
   half only (an unsigned long long index on a 32-bit target).  */
static inline unsigned int
hand_mask32 (unsigned int index, unsigned int size)
{
  HAND_HIDE_VAR (index);
  return ~(int) (index | (size - 1U - index)) >> 31;
}

int
mask_of_kept_half (unsigned long long i)
{
  if (i >= 32)
    return -1;
  return table[i & (unsigned long long) hand_mask32 ((unsigned int) i, 32)];
}

/* A helper that returns the masked index, called after the check.  */
static inline int
clamp_nr (int nr)
{
  return hand_index_nospec (nr, 32);
}

int
wrapped (int nr)
{
  if (nr >= 32 || nr < 0)
    return -1;
  return table[clamp_nr (nr)];
}

#ifndef HAND_PROTECTED_ONLY
/* The same code without the mask.  */
int
kernel_int_bare (int nr)
{
  if (nr >= 32 || nr < 0)		/* { dg-message "bounds check" } */
    return -1;
  return table[nr];			/* { dg-warning "speculative load from 'table'" } */
}

long
kernel_ulong_bare (unsigned long i, unsigned long n)
{
  if (i >= n || n > 64)			/* { dg-message "bounds check" } */
    return -1;
  return wide[i];			/* { dg-warning "speculative load from 'wide'" } */
}

int
mask_of_kept_half_bare (unsigned long long i)
{
  if (i >= 32)				/* { dg-message "bounds check" } */
    return -1;
  return table[i];			/* { dg-warning "speculative load from 'table'" } */
  /* { dg-message "no mask can protect this load \\(operands wider than a word\\)" "" { target ilp32 } 117 } */
}

int
mask_anded_bare (unsigned int i)
{
  if (i >= 32)				/* { dg-message "bounds check" } */
    return -1;
  return table[i];			/* { dg-warning "speculative load from 'table'" } */
}
#endif
