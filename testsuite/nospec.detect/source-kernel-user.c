/* taint=sources in a kernel build: get_user's value (x86's get_user
   returns it in a register variable), a number parsed by kstrtouint from
   text a user wrote, and an attacker value stored into a structure and
   loaded back from the same place (followed in a kernel only).  The get_user asm here stands in for
   the kernel's (it is never assembled: dg-do compile).  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-O2 -D__KERNEL__ -fplugin-arg-nospec-mode=audit" } */

extern int kstrtouint (const char *s, unsigned int base, unsigned int *res);

int table[16];
unsigned int table_size = 16;

struct request { unsigned int slot; };

#ifdef __x86_64__
#define get_user_4(x, ptr)						\
  ({ register unsigned long val_ asm ("%rdx");				\
     int ret_;								\
     asm volatile ("call __get_user_4" : "=a" (ret_), "=r" (val_)	\
                   : "0" (ptr));					\
     (x) = val_;							\
     ret_; })
#else
/* Other targets only compile this file for detect.exp's "audit changes
   no code" check; the test itself is for x86-64.  */
#define get_user_4(x, ptr) ((x) = *(ptr), 0)
#endif

long
from_get_user (unsigned int *uptr)
{
  unsigned int v;
  if (get_user_4 (v, uptr))
    return -14;
  if (v < table_size)				/* { dg-message "bounds check" } */
    return table[v];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

int
from_text (const char *buf)
{
  unsigned int v;
  if (kstrtouint (buf, 0, &v))
    return -22;
  if (v < table_size)				/* { dg-message "bounds check" } */
    return table[v];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

int
stored_then_loaded (struct request *req, unsigned int *uptr)
{
  unsigned int v;
  if (get_user_4 (v, uptr))
    return -14;
  req->slot = v;
  if (req->slot < table_size)			/* { dg-message "bounds check" } */
    return table[req->slot];			/* { dg-warning "speculative load from 'table'" } */
  return 0;
}
