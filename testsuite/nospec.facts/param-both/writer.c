/* facts: two system calls hand their argument to a public function of
   another file, one after its own check (vt_ioctl's VT_ACTIVATE and
   vc_allocate), one without.  The reader's gadget is noted at both
   calls, and at the check of the first: a mask at either call protects
   that way in.  */
extern int alloc_slot (unsigned long slot);

long
__se_sys_activate (long slot)
{
  if (slot >= 16)	/* note */
    return -22;
  return alloc_slot (slot);	/* note */
}

long
__se_sys_setactivate (long slot)
{
  return alloc_slot (slot);	/* note */
}
