/* taint=sources: an attacker value stored into a local variable's memory
   (a request structure filled field by field) taints what is loaded from
   it again; a local filled with the program's own values does not.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

struct request { unsigned int slot; unsigned int flags; };

int table[16];
unsigned int table_size = 16;
unsigned int default_slot;

extern void log_request (const struct request *);

int
from_param (unsigned int slot)
{
  struct request req;
  req.slot = slot;
  req.flags = 0;
  log_request (&req);
  if (req.slot < table_size)			/* { dg-message "bounds check" } */
    return table[req.slot];			/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

int
from_own_value (void)
{
  struct request req;
  req.slot = default_slot;
  req.flags = 0;
  log_request (&req);
  if (req.slot < table_size)			/* { dg-bogus "check" } */
    return table[req.slot];			/* { dg-bogus "speculative" } */
  return 0;
}
