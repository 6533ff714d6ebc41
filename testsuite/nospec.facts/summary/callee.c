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

/* With "field request slot", the load on line 41 is a gadget; the
   field cpu (line 43) is the kernel's own.  */
struct request { unsigned int slot; unsigned int cpu; };
extern int slots[16];
extern unsigned int nslots;

int
issue (struct request *req)
{
  if (req->slot < nslots)
    return slots[req->slot];
  if (req->cpu < nslots)
    return slots[req->cpu];
  return -22;
}
