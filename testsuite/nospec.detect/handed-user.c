/* In a kernel, copy_to_user's destination and copy_from_user's source
   are the user's own memory: an element address of a user buffer handed
   there is no gadget.  The kernel-side argument is: a kernel table's
   element address copied out after a check of the user's index.  */
/* { dg-do compile } */
/* { dg-options "-O2 -D__KERNEL__ -fplugin-arg-nospec-mode=audit" } */

struct entry { long a, b; };
extern unsigned long _copy_to_user (void *to, const void *from,
                                    unsigned long n);
extern unsigned long _copy_from_user (void *to, const void *from,
                                      unsigned long n);
static struct entry table[16];

long
__se_sys_get_entry (struct entry *ubuf, unsigned long idx)
{
  if (idx >= 16)		/* { dg-message "bounds check" } */
    return -22;
  return _copy_to_user (ubuf, &table[idx], sizeof table[idx]);	/* { dg-warning "speculative load from 'table' with attacker-influenced index 'idx'" } */
  /* { dg-message "handed to '_copy_to_user' here" "" { target *-*-* } 20 } */
}

long
__se_sys_put_slot (struct entry *ubuf, unsigned long idx, unsigned long n)
{
  struct entry e;
  if (idx >= n)
    return -22;
  if (_copy_from_user (&e, &ubuf[idx], sizeof e))	/* { dg-bogus "speculative" } */
    return -14;
  return _copy_to_user (&ubuf[idx], &e, sizeof e);	/* { dg-bogus "speculative" } */
}
