/* facts: a system call checks its argument, then hands it to a public
   function of another file (param lookup_slot 1, checked); another hands
   its argument over unchecked (param lookup_any 1).  */
extern int lookup_slot (unsigned long slot);
extern int lookup_any (unsigned long slot);

long
__se_sys_lookup (long slot)
{
  if (slot >= 16)	/* note */
    return -22;
  return lookup_slot (slot);	/* note */
}

long
__se_sys_any (long slot)
{
  return lookup_any (slot);
}
