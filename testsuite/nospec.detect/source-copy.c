/* taint=sources: a copy of attacker memory into a local variable (an
   aggregate assignment, or memcpy into its address) carries the taint
   to what is loaded from the copy; a copy of the program's own state
   does not.  (On 32-bit targets GCC keeps the 8-byte memcpy of
   user-struct.c as such a copy.)  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

#include <string.h>

struct request { unsigned int index; int value; char pad[64]; };

int table[32];
static struct request own;

int
by_memcpy (const void *user_buf)
{
  struct request req;
  memcpy (&req, user_buf, sizeof req);
  if (req.index >= 32)				/* { dg-message "bounds check" } */
    return -1;
  return table[req.index] + req.value;		/* { dg-warning "speculative load from 'table'" } */
}

int
by_assignment (const struct request *u)
{
  struct request req = *u;
  if (req.index >= 32)				/* { dg-message "bounds check" } */
    return -1;
  return table[req.index];			/* { dg-warning "speculative load from 'table'" } */
}

int
from_own_state (void)
{
  struct request req = own;
  if (req.index >= 32)				/* { dg-bogus "check" } */
    return -1;
  return table[req.index];			/* { dg-bogus "speculative" } */
}
