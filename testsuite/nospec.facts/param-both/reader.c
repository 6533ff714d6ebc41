/* facts: the function checks its parameter itself; the facts make the
   parameter attacker data (one caller hands it over unchecked), so the
   load after the function's own check is a gadget.  Without the facts,
   a kernel's public function's parameter is not attacker data.  */
static int slots[16] = { 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610,
                          987, 1597, 2584, 4181, 6765 };

int
alloc_slot (unsigned long slot)
{
  if (slot >= 16)
    return -6;
  return slots[slot];	/* warn */
}
