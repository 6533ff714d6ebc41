/* An element's address handed to a call that stays a call, or used as
   a memory operand of an asm, after a bounds check of its index (Linux's
   ipc/sem.c: "sem = &sma->sems[idx]; spin_lock (&sem->lock)"): the
   access happens out of sight, at the address computed here, so it is a
   gadget, with a note at the call.  Not when the index is not checked,
   not for a constant index, and not twice when the callee is inlined
   (its own load is the site).  A call made by a helper inlined from a
   header is reported at the helper's call in this file (via_header).  handed-address-run.c and
   nospec.harden/handed-address.c harden the same shapes.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-taint=params" } */

struct sem { int lock; int val; };
struct set { unsigned int n; struct sem sems[]; };

#include "handed-address.h"

void
lock_one (struct set *a, unsigned int idx)
{
  if (idx >= a->n)		/* { dg-message "bounds check 'idx >= a->n'" } */
    return;
  struct sem *s = &a->sems[idx];
  take (&s->lock);	/* { dg-warning "speculative load from 'a->sems' with attacker-influenced index 'idx'" } */
  /* { dg-message "the address of the element is handed to 'take' here" "" { target *-*-* } 24 } */
}

void
bump_one (struct set *a, unsigned int idx)
{
  if (idx >= a->n)		/* { dg-message "bounds check 'idx >= a->n'" } */
    return;
  __asm__ volatile ("" : "+m" (a->sems[idx].val));	/* { dg-warning "speculative store to 'a->sems' with attacker-influenced index 'idx'" } */
  /* { dg-message "the address of the element is handed to an asm statement here" "" { target *-*-* } 33 } */
}

void
unchecked (struct set *a, unsigned int idx)
{
  take (&a->sems[idx].lock);
}

void
constant (struct set *a, unsigned int idx)
{
  if (idx >= a->n)
    return;
  take (&a->sems[3].lock);
}

static inline int
peek (int *p)
{
  return *p;		/* the warning (line 54): the load, not the call */
}

int
inlined (struct set *a, unsigned int idx)
{
  if (idx >= a->n)		/* { dg-message "bounds check 'idx >= a->n'" } */
    return 0;
  return peek (&a->sems[idx].val);	/* { dg-message "is inlined into" } */
}
/* { dg-warning "speculative load from 'a->sems' with attacker-influenced index 'idx'" "" { target *-*-* } 54 } */

void
via_header (struct set *a, unsigned int idx)
{
  if (idx >= a->n)		/* { dg-message "bounds check 'idx >= a->n'" } */
    return;
  lock_it (&a->sems[idx].val);	/* { dg-warning "speculative load from 'a->sems' with attacker-influenced index 'idx'" } */
  /* { dg-message "the address of the element is handed to 'take' .by the inlined 'lock_it'. here" "" { target *-*-* } 71 } */
  /* { dg-message "'lock_it' is inlined into 'via_header'" "" { target *-*-* } 71 } */
}

/* A position in a buffer handed over with a length is no element
   address: the callee walks it under its own bounds.  */
extern void walk (const char *, unsigned long);

void
buffer_position (const char *buf, unsigned long off, unsigned long len)
{
  if (off >= len)
    return;
  walk (buf + off, len - off);	/* { dg-bogus "speculative" } */
}
