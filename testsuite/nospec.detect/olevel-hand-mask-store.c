/* An index masked after its check and written back to the structure it
   came from, then read from there again for the access, is no gadget at
   any -O level: the pass runs before GCC forwards the stored value to the
   read, and under speculation the read gets the masked value the store
   left (store to load forwarding).  The masked value stored to another
   field, or the field written through a pointer that may point to it
   after the masked store, leaves a gadget.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-nospec-mode=audit" } */

#include "nospec.h"
#include "../nospec.harden/hand-masks.h"

int table[32];

struct req { unsigned int idx; unsigned int flags; };

int
hand_stored_back (struct req *r)
{
  if (r->idx >= 32)
    return -1;
  r->idx = hand_index_nospec (r->idx, 32);
  return table[r->idx];
}

int
generic_stored_back (struct req *r)
{
  if (r->idx >= 32)
    return -1;
  r->idx = hand_index_nospec_generic (r->idx, 32);
  return table[r->idx];
}

int
nospec_h_stored_back (struct req *r)
{
  if (r->idx >= 32)
    return -1;
  r->idx = array_index_nospec (r->idx, 32);
  r->flags = 0;
  return table[r->idx];
}

int
stored_to_other_field (struct req *r)
{
  if (r->idx >= 32)				/* { dg-message "bounds check" } */
    return -1;
  r->flags = hand_index_nospec (r->idx, 32);
  return table[r->idx];				/* { dg-warning "speculative load from 'table'" } */
}

int
overwritten (struct req *r, unsigned int *p, unsigned int v)
{
  if (r->idx >= 32)				/* { dg-message "bounds check" } */
    return -1;
  r->idx = hand_index_nospec (r->idx, 32);
  *p = v;
  return table[r->idx];				/* { dg-warning "speculative load from 'table'" } */
}
