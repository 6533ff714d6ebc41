/* summary-out (detect.exp): a system call hands its argument to a public
   function of another file (param lookup_slot 2), and a pointer and a
   kernel-internal value to others (no line).  Compiled with -D__KERNEL__.  */
struct table;
extern int lookup_slot (struct table *t, unsigned long slot);
extern int note_cpu (unsigned int cpu);
extern struct table *the_table;
extern unsigned int this_cpu;

long
__se_sys_lookup (long slot)
{
  note_cpu (this_cpu);
  return lookup_slot (the_table, slot);
}

/* A field stored from attacker data (field request slot), and one
   stored from the kernel's own (no line).  */
struct request { unsigned int slot; unsigned int cpu; };

long
__se_sys_prepare (struct request *req, long slot)
{
  req->slot = slot;
  req->cpu = this_cpu;
  return 0;
}
