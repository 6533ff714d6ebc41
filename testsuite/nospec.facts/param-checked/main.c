/* facts.exp's harden test: calls the writer's system calls, which call
   the reader's functions; prints what they return.  */
#include <stdio.h>

extern long __se_sys_lookup (long slot);
extern long __se_sys_any (long slot);

int
main (void)
{
  printf ("%ld %ld %ld %ld\n", __se_sys_lookup (3), __se_sys_lookup (15),
          __se_sys_lookup (16), __se_sys_any (5));
  return 0;
}
