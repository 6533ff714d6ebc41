/* facts: loads of the fields the writer stored attacker data into.
   r->slot was checked before writer.c stored it: in issue (), a later
   call, the load reads the value the check let through (quiet).  In
   use_now (), the check, the store and the load are in one call: the
   fact that this function checked and stored q->slot makes the load
   through another pointer (the same object, for all the compiler
   knows) a gadget.  */
struct req { unsigned int slot, idx, mode, cpu; };
extern int slots[16];
extern unsigned int nslots;

int
issue (struct req *r)
{
  int v = slots[r->slot];	/* quiet */
  if (r->idx < nslots)
    v += slots[r->idx];	/* warn */
  if (r->mode < nslots)
    v += slots[r->mode];	/* quiet */
  if (r->cpu < nslots)
    v += slots[r->cpu];	/* quiet */
  return v;
}

long
__se_sys_use (struct req *r, struct req *q, long slot)
{
  if (slot >= 16)
    return -22;
  r->slot = slot;
  if (nslots == 0)	/* no checks=control flag right above the load */
    return 0;
  return slots[q->slot];	/* warn */
}
