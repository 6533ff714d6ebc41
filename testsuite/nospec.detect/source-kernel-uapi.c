/* taint=sources in a kernel build: fields of structures declared in uapi
   headers (system call, ioctl, netlink, io_uring and packet-header
   structures) hold user or network data wherever the kernel reads them,
   and the integer arguments of an ioctl handler come from user space.
   A kernel-internal structure's fields do not.  */
/* { dg-do compile } */
/* { dg-options "-O2 -D__KERNEL__ -fplugin-arg-nospec-mode=audit" } */

#include "uapi/linux/nospec-test.h"

int table[16];
unsigned int table_size = 16;

struct kernel_state { unsigned int order; };

int
from_uapi (const struct nospec_test_req *req)
{
  if (req->slot < table_size)			/* { dg-message "bounds check" } */
    return table[req->slot];			/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

/* The kernel's READ_ONCE: a volatile access through a cast pointer,
   which GCC folds to an offset from REQ.  */
#define READ_ONCE_TEST(x) (*(const volatile __typeof__ (x) *) &(x))

int
from_uapi_read_once (const struct nospec_test_req *req)
{
  unsigned int slot = READ_ONCE_TEST (req->slot);
  if (slot < table_size)			/* { dg-message "bounds check" } */
    return table[slot];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

int
from_kernel_state_read_once (const struct kernel_state *ks)
{
  unsigned int order = READ_ONCE_TEST (ks->order);
  if (order < table_size)			/* { dg-bogus "check" } */
    return table[order];			/* { dg-bogus "speculative" } */
  return 0;
}

int
from_kernel_state (const struct kernel_state *ks)
{
  if (ks->order < table_size)			/* { dg-bogus "check" } */
    return table[ks->order];			/* { dg-bogus "speculative" } */
  return 0;
}

long
widget_ioctl (void *file, unsigned int cmd, unsigned long arg)
{
  (void) file;
  if (arg >= table_size)			/* { dg-message "bounds check" } */
    return -22;
  return table[arg] + (int) cmd;		/* { dg-warning "speculative load from 'table'" } */
}
