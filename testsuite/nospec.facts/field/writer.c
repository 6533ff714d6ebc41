/* facts: a system call stores its arguments into fields: slot after a
   check (field req slot, checked), idx unchecked (field req idx), mode
   bounded by its own computation (no fact), cpu a kernel value (no
   fact).  The check of slot is made and done with in this call: no
   note at it in the reader's compile (the reader's loads of r->slot are
   in later calls, and read what the check let through).  */
struct req { unsigned int slot, idx, mode, cpu; };
extern unsigned int this_cpu;

long
__se_sys_prep (struct req *r, long slot, long idx, long mode)
{
  if (slot >= 16)
    return -22;
  r->slot = slot;
  r->idx = idx;
  r->mode = mode & 3;
  r->cpu = this_cpu;
  return 0;
}
