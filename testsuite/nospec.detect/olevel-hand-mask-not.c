/* What does not protect an index, though it looks like a hand mask:
   each is still a gadget, at every -O level.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-nospec-mode=audit" } */

#include "../nospec.harden/hand-masks.h"

int table[32];

/* A mask of another value.  */
int
mask_of_other (unsigned long i, unsigned long j)
{
  if (i >= 32)						/* { dg-message "bounds check" } */
    return -1;
  return table[i & hand_arch_mask (j, 32)];		/* { dg-warning "speculative load from 'table'" } */
}

int
generic_mask_of_other (unsigned long i, unsigned long j)
{
  if (i >= 32)						/* { dg-message "bounds check" } */
    return -1;
  return table[i & hand_generic_mask (j, 32)];		/* { dg-warning "speculative load from 'table'" } */
}

/* The mask computed from the low half of the index: a large index with
   small low bits passes it.  (On 32-bit targets the conversion loses
   nothing, and the mask protects.)  */
int
mask_of_low_half (unsigned long long i)
{
  if (i >= 32)						/* { dg-message "bounds check" "" { target lp64 } } */
    return -1;
  return table[i & hand_generic_mask ((unsigned int) i, 32)];	/* { dg-warning "speculative load from 'table'" "" { target lp64 } } */
}

/* The mask of the low half sign-extended: a large index with small low
   bits keeps its high half.  */
static inline int
mask32_signed (unsigned int index, unsigned int size)
{
  HAND_HIDE_VAR (index);
  return ~(int) (index | (size - 1U - index)) >> 31;
}

int
mask_of_low_half_signed (unsigned long long i)
{
  if (i >= 32)						/* { dg-message "bounds check" } */
    return -1;
  return table[i & (unsigned long long) (long long) mask32_signed ((unsigned int) i, 32)];	/* { dg-warning "speculative load from 'table'" } */
  /* { dg-message "no mask can protect this load \\(operands wider than a word\\)" "" { target ilp32 } 52 } */
}

/* The generic formula without the empty asm: the compiler may fold the
   mask with what the check tells it.  */
static inline unsigned long
unhidden_mask (unsigned long index, unsigned long size)
{
  return ~(long) (index | (size - 1UL - index)) >> (HAND_BITS_PER_LONG - 1);
}

int
unhidden (unsigned long i)
{
  if (i >= 32)						/* { dg-message "bounds check" } */
    return -1;
  return table[i & unhidden_mask (i, 32)];		/* { dg-warning "speculative load from 'table'" } */
}

/* The output of an asm that did not see the index, ANDed in.  */
int
unrelated_asm (unsigned long i)
{
  unsigned long m;
  __asm__ __volatile__ ("" : "=r" (m));
  if (i >= 32)						/* { dg-message "bounds check" } */
    return -1;
  return table[i & m];					/* { dg-warning "speculative load from 'table'" } */
}

/* The index copied through an empty asm (no mask at all).  */
int
hidden_only (unsigned long i)
{
  if (i >= 32)						/* { dg-message "bounds check" } */
    return -1;
  HAND_HIDE_VAR (i);
  return table[i];					/* { dg-warning "speculative load from 'table'" } */
}

/* A barrier before the check protects nothing.  */
int
barrier_before (unsigned long i)
{
  hand_barrier ();
  if (i >= 32)						/* { dg-message "bounds check" } */
    return -1;
  return table[i];					/* { dg-warning "speculative load from 'table'" } */
}

#if defined(__x86_64__) || defined(__i386__)
/* An asm that sees the index and a second value, but computes no mask
   (no sbb): its output ANDed in proves nothing.  */
int
asm_without_mask (unsigned long i)
{
  unsigned long m;
  if (i >= 32)						/* { dg-message "bounds check" "" { target x86 } } */
    return -1;
  __asm__ ("mov %1,%0; add %2,%0" : "=&r" (m) : "r" (i), "r" (32UL));
  return table[i & m];					/* { dg-warning "speculative load from 'table'" "" { target x86 } } */
}
#endif
