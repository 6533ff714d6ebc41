/* facts: the parameter the writer hands attacker data to is a source
   here; the load under its check is a gadget, with a note where the data
   came in.  The kernel's own value (note_cpu) is left alone.  */
struct table { unsigned int size; int slots[16]; };
extern struct table *the_table;

int
lookup_table (struct table *t, unsigned long slot)
{
  if (slot < t->size)
    return t->slots[slot];	/* warn */
  return -22;
}

int
note_cpu (unsigned int cpu)
{
  if (cpu < the_table->size)
    return the_table->slots[cpu];	/* quiet */
  return -22;
}
