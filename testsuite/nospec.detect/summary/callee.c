/* summary-in (detect.exp): with "param lookup_slot 2" the load on line 13
   is a gadget; without it it is not, and "param lookup_static 2" makes
   nothing of line 21 (a static function: summaries name public ones).
   Compiled with -D__KERNEL__.  */
struct table { unsigned int size; int slots[16]; };

int lookup_local (struct table *t, unsigned long slot);

int
lookup_slot (struct table *t, unsigned long slot)
{
  if (slot < t->size)
    return t->slots[slot];
  return -22;
}

static int __attribute__ ((noipa))
lookup_static (struct table *t, unsigned long slot)
{
  if (slot < t->size)
    return t->slots[slot];
  return -22;
}

int
lookup_local (struct table *t, unsigned long slot)
{
  return lookup_static (t, slot + 1);
}
