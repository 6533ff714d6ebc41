/* setjmp/longjmp across a function with bounds-checked loads: values
   live across setjmp must survive the hardening.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-nospec-taint=all -fplugin-arg-nospec-checks=any" } */

#include <setjmp.h>

static jmp_buf env;
static volatile int jumped_from;
static int table[8] = { 10, 20, 30, 40, 50, 60, 70, 80 };

__attribute__ ((noinline)) static int
lookup (unsigned int i)
{
  if (i < 8)
    return table[i];
  jumped_from = (int) i;
  longjmp (env, 1);
}

int
main (void)
{
  volatile int sum = 0;
  volatile unsigned int i;

  for (i = 0; i < 12; i++)
    {
      if (setjmp (env) == 0)
        sum += lookup (i);
      else
        sum += 1000 * jumped_from;
    }
  /* 10+20+...+80 = 360, then 8, 9, 10, 11 jump back with their index.  */
  return sum == 360 + 1000 * (8 + 9 + 10 + 11) ? 0 : 1;
}
