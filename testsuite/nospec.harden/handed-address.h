/* The shapes of handed-address*.c: an element's address, after a bounds
   check of its index, handed to a call that stays a call (noipa) and
   used as a memory operand of an asm.  */

struct sem { int lock; int val; };
struct set { unsigned int n; struct sem sems[8]; };

__attribute__ ((noipa)) void
take (int *p)
{
  *p += 1;
}

__attribute__ ((noipa)) int
lock_one (struct set *a, unsigned int idx)
{
  if (idx >= a->n)
    return -1;
  struct sem *s = &a->sems[idx];
  take (&s->lock);
  return s->lock;
}

__attribute__ ((noipa)) int
bump_one (struct set *a, unsigned int idx)
{
  if (idx >= a->n)
    return -1;
  __asm__ volatile ("" : "+m" (a->sems[idx].val));
  return 0;
}
