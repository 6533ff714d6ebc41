/* facts: a system call checks its argument and calls through a
   function-pointer field with it (icall ops get 1, checked); the put
   field is only called with kernel values.  */
struct ops { int (*get) (unsigned long); int (*put) (unsigned long); };
extern struct ops *the_ops;
extern unsigned long this_cpu;

long
__se_sys_get (long i)
{
  if (i >= 8)	/* note */
    return -22;
  return the_ops->get (i) + the_ops->put (this_cpu);	/* note */
}
