/* taint=sources in a kernel build (-D__KERNEL__): system call arguments,
   memory copied from user space, get_user and netlink attributes are
   attacker data; the parameters of other kernel functions and the
   kernel's own state are not.  The declarations stand in for the
   kernel's.  */
/* { dg-do compile } */
/* { dg-options "-O2 -D__KERNEL__ -fplugin-arg-nospec-mode=audit" } */

typedef unsigned long size_t;
struct nlattr;
extern unsigned long _copy_from_user (void *to, const void *from,
                                      unsigned long n);
static inline __attribute__ ((always_inline)) unsigned long
copy_from_user (void *to, const void *from, unsigned long n)
{
  return _copy_from_user (to, from, n);
}
static inline unsigned int
nla_get_u32 (const struct nlattr *nla)
{
  return *(const unsigned int *) ((const char *) nla + 4);
}

int table[16];
unsigned int table_size = 16;
unsigned int cpu_count;

struct request { unsigned int slot; unsigned int flags; };

long
__se_sys_lookup (long slot)
{
  if ((unsigned long) slot < table_size)	/* { dg-message "bounds check" } */
    return table[slot];				/* { dg-warning "speculative load from 'table'" } */
  return -22;
}

long
dev_ioctl (unsigned int cmd, void *arg)
{
  struct request req;
  if (copy_from_user (&req, arg, sizeof req))
    return -14;
  if (req.slot >= table_size)			/* { dg-message "bounds check" } */
    return -22;
  return table[req.slot];			/* { dg-warning "speculative load from 'table'" } */
}

int
nl_set (const struct nlattr *attr)
{
  unsigned int i = nla_get_u32 (attr);
  if (i < table_size)				/* { dg-message "bounds check" } */
    return table[i];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

int
per_cpu_value (unsigned int cpu)
{
  if (cpu < cpu_count)				/* { dg-bogus "check" } */
    return table[cpu];				/* { dg-bogus "speculative" } */
  return 0;
}
