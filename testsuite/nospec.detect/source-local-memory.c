/* taint=sources: an attacker value stored into a local variable's memory
   (a request structure filled field by field) taints what is loaded from
   it again; a local filled with the program's own values does not, nor
   does a store taint what was loaded before it (a device's reply read
   from a buffer the caller's values are then written into, Linux's
   cdrom.c), nor another field of the same structure.  */
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

extern void read_device (unsigned char *buf, unsigned int len);
extern void write_device (const unsigned char *buf, unsigned int len);

/* The offset is read from the buffer before the caller's value is
   written into it: not attacker data.  */
int
read_then_write (unsigned int value)
{
  unsigned char buf[32];
  unsigned int offset;
  read_device (buf, sizeof buf);
  offset = buf[6];
  if (offset < 16)				/* { dg-bogus "check" } */
    {
      int v = table[offset];			/* { dg-bogus "speculative" } */
      buf[offset + 9] = value;
      write_device (buf, sizeof buf);
      return v;
    }
  return 0;
}

/* Written, then read again in the next round of a loop: the later read
   does see the caller's value.  */
int
write_in_loop (unsigned int value, unsigned int n)
{
  unsigned char buf[32];
  int sum = 0;
  read_device (buf, sizeof buf);
  for (unsigned int k = 0; k < n; k++)
    {
      unsigned int offset = buf[6];
      if (offset < 16)				/* { dg-message "bounds check" } */
        sum += table[offset];			/* { dg-warning "speculative load from 'table'" } */
      buf[6] = value;
      write_device (buf, sizeof buf);
    }
  return sum;
}

/* The caller's value goes to one field; the other, a counter of the
   function's own, is no attacker data (i915's engine iterator).  */
struct iter { const int *base; unsigned int idx; };

int
other_field (const int *base, unsigned int n)
{
  struct iter it;
  int sum = 0;
  it.base = base;
  it.idx = default_slot;
  log_request ((const struct request *) &it);
  if (it.idx < table_size)			/* { dg-bogus "check" } */
    sum += table[it.idx];			/* { dg-bogus "speculative" } */
  if (n < table_size)				/* { dg-message "bounds check" } */
    sum += it.base[0] + table[n];		/* { dg-warning "speculative load from 'table'" } */
  return sum;
}
