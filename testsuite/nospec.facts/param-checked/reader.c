/* facts: the load's only check is in the caller of another file (the
   writer): a gadget, with notes there.  lookup_any's callers never
   check: nothing to bypass.  */
static int slots[16] = { 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610,
                          987, 1597, 2584, 4181, 6765 };

int
lookup_slot (unsigned long slot)
{
  return slots[slot];	/* warn */
}

int
lookup_any (unsigned long slot)
{
  return slots[slot];	/* quiet */
}
