/* System call table then indirect call, hardened: every in-range number
   calls its entry, every other returns -38, as in plain C.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>

typedef long (*syscall_fn_t) (long, long);

#define NR_SYSCALLS 64

static long sys_add (long a, long b) { return a + b; }
static long sys_sub (long a, long b) { return a - b; }
static long sys_mul (long a, long b) { return a * b; }
static long sys_first (long a, long b) { (void) b; return a; }

syscall_fn_t sys_call_table[NR_SYSCALLS];

__attribute__ ((noipa)) long
do_syscall (unsigned long nr, long a0, long a1)
{
  syscall_fn_t fn;

  if (nr < NR_SYSCALLS)
    {
      fn = sys_call_table[nr];
      return fn (a0, a1);
    }
  return -38;
}

static long
expected (unsigned long nr, long a, long b)
{
  if (nr >= NR_SYSCALLS)
    return -38;
  switch (nr % 4)
    {
    case 0: return a + b;
    case 1: return a - b;
    case 2: return a * b;
    default: return a;
    }
}

int
main (void)
{
  static const syscall_fn_t fns[4] = { sys_add, sys_sub, sys_mul, sys_first };
  unsigned long nr;
  int i;

  for (i = 0; i < NR_SYSCALLS; i++)
    sys_call_table[i] = fns[i % 4];
  for (nr = 0; nr < 2 * NR_SYSCALLS; nr++)
    if (do_syscall (nr, 1000 + nr, 7) != expected (nr, 1000 + nr, 7))
      abort ();
  if (do_syscall (~0UL, 1, 2) != -38 || do_syscall (~0UL >> 1, 1, 2) != -38)
    abort ();
  return 0;
}
