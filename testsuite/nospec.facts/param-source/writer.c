/* facts: a system call hands its argument to a public function of
   another file (param lookup_table 2), a kernel value to another (no
   fact), and a pointer (no fact: the taint is on the index).  */
struct table;
extern int lookup_table (struct table *t, unsigned long slot);
extern int note_cpu (unsigned int cpu);
extern int note_ptr (const char *p);
extern struct table *the_table;
extern unsigned int this_cpu;

long
__se_sys_lookup (long slot, const char *p)
{
  note_cpu (this_cpu);
  note_ptr (p);
  return lookup_table (the_table, slot);	/* note */
}
