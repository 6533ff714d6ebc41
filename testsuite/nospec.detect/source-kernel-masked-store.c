/* taint=sources in a kernel build: Linux often masks an index and writes
   it back to where it came from, then reads it again for the access
   ("uref->field_index = array_index_nospec (uref->field_index,
   report->maxfield); ... report->field[uref->field_index]", hiddev.c).
   The early pass sees the second read as a fresh load of a uapi field;
   under speculation it gets the masked value the store left there (store
   to load forwarding), so it is no gadget.  A store of an unmasked value,
   a masked value stored to another field, and anything between the store
   and the read that may write the place (a store that may alias, a call,
   an asm that emits code and clobbers memory, a store on one path only)
   leave the read attacker data; a compiler barrier (an empty asm with a
   "memory" clobber, rcu_read_lock's) writes nothing.  */
/* { dg-do compile } */
/* { dg-options "-O2 -D__KERNEL__ -fplugin-arg-nospec-mode=audit" } */

#include "uapi/linux/nospec-test.h"
#include "nospec.h"
#include "../nospec.harden/hand-masks.h"

extern unsigned long _copy_from_user (void *to, const void *from,
                                      unsigned long n);
static inline __attribute__ ((always_inline)) unsigned long
copy_from_user (void *to, const void *from, unsigned long n)
{
  return _copy_from_user (to, from, n);
}
extern void unknown (void);

int table[16];
unsigned int table_size = 16;

/* The runtime's mask (a conversion after the AND), stored back.  */
int
masked_stored_back (struct nospec_test_req *req)
{
  if (req->slot >= table_size)			/* { dg-bogus "check" } */
    return -22;
  req->slot = array_index_nospec (req->slot, table_size);
  return table[req->slot];			/* { dg-bogus "speculative" } */
}

/* A mask by hand, as Linux's array_index_nospec, stored back.  */
int
hand_masked_stored_back (struct nospec_test_req *req)
{
  if (req->slot >= table_size)			/* { dg-bogus "check" } */
    return -22;
  req->slot = hand_index_nospec (req->slot, table_size);
  return table[req->slot];			/* { dg-bogus "speculative" } */
}

/* A store to another field between the two cannot change the index.  */
int
masked_then_other_field (struct nospec_test_req *req)
{
  if (req->slot >= table_size)			/* { dg-bogus "check" } */
    return -22;
  req->slot = hand_index_nospec (req->slot, table_size);
  req->flags = 0;
  return table[req->slot];			/* { dg-bogus "speculative" } */
}

/* A structure copied from user space into a local (hiddev.c's finfo).  */
long
local_masked_stored_back (const void *arg)
{
  struct nospec_test_req req;
  if (copy_from_user (&req, arg, sizeof req))
    return -14;
  if (req.slot >= table_size)			/* { dg-bogus "check" } */
    return -22;
  req.slot = hand_index_nospec (req.slot, table_size);
  return table[req.slot];			/* { dg-bogus "speculative" } */
}

/* Only checked, then stored back: still attacker data.  */
int
checked_stored_back (struct nospec_test_req *req)
{
  unsigned int slot = req->slot;
  if (slot >= table_size)			/* { dg-message "bounds check" } */
    return -22;
  req->slot = slot;
  return table[req->slot];			/* { dg-warning "speculative load from 'table'" } */
}

/* The masked value goes to another field; the index read is not it.  */
int
masked_into_other_field (struct nospec_test_req *req)
{
  if (req->slot >= table_size)			/* { dg-message "bounds check" } */
    return -22;
  req->flags = hand_index_nospec (req->slot, table_size);
  return table[req->slot];			/* { dg-warning "speculative load from 'table'" } */
}

/* A store through a pointer that may point to the field.  */
int
masked_then_clobbered (struct nospec_test_req *req, unsigned int *p)
{
  if (req->slot >= table_size)			/* { dg-message "bounds check" } */
    return -22;
  req->slot = hand_index_nospec (req->slot, table_size);
  *p = 40;
  return table[req->slot];			/* { dg-warning "speculative load from 'table'" } */
}

/* A call that may write *REQ.  */
int
masked_then_call (struct nospec_test_req *req)
{
  if (req->slot >= table_size)			/* { dg-message "bounds check" } */
    return -22;
  req->slot = array_index_nospec (req->slot, table_size);
  unknown ();
  return table[req->slot];			/* { dg-warning "speculative load from 'table'" } */
}

/* Masked and stored back on one path only.  */
int
masked_on_one_path (struct nospec_test_req *req, int strict)
{
  if (req->slot >= table_size)			/* { dg-message "bounds check" } */
    return -22;
  if (strict)
    req->slot = hand_index_nospec (req->slot, table_size);
  return table[req->slot];			/* { dg-warning "speculative load from 'table'" } */
}

/* A compiler barrier between (ipmr.c: rcu_read_lock ()): it emits no
   instruction, so it writes nothing.  */
long
masked_then_barrier (const void *arg)
{
  struct nospec_test_req req;
  if (copy_from_user (&req, arg, sizeof req))
    return -14;
  if (req.slot >= table_size)			/* { dg-bogus "check" } */
    return -22;
  req.slot = hand_index_nospec (req.slot, table_size);
  __asm__ __volatile__ ("" : : : "memory");
  return table[req.slot];			/* { dg-bogus "speculative" } */
}

/* An asm that emits an instruction and clobbers memory may write it.  */
long
masked_then_asm (const void *arg)
{
  struct nospec_test_req req;
  if (copy_from_user (&req, arg, sizeof req))
    return -14;
  if (req.slot >= table_size)			/* { dg-message "bounds check" } */
    return -22;
  req.slot = hand_index_nospec (req.slot, table_size);
  __asm__ __volatile__ ("nop" : : : "memory");
  return table[req.slot];			/* { dg-warning "speculative load from 'table'" } */
}
