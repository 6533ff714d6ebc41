/* The plugin crashed (segmentation fault, strategy=load, taint=all
   checks=any, -O2) on a computed goto through a static label table
   indexed by a parameter under a branch, with a noreturn call between
   the labels: the shape of gcc.c-torture/compile/pr46107.c, where
   bench/torture found it (2026-12-03).  Run here too: the jumps must
   land where the plain build lands.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-nospec-taint=all -fplugin-arg-nospec-checks=any -fplugin-arg-nospec-strategy=load" } */

extern void abort (void);

__attribute__ ((noinline, noreturn)) static void
stop (void)
{
  abort ();
}

__attribute__ ((noinline)) int
walk (int x, int *y, int z)
{
  static void *const labels[] = { &&first, &&second, &&done };
  int steps = 0;
 first:
  if (steps++ > 8)
    return -1;
  if (*y)
    goto *labels[z];
  stop ();
 second:
  *y ^= (x & 1) ? -1 : 0;
  if (*y == 0)
    *y = 5;
  goto *labels[x];
 done:
  return steps * 100 + *y;
}

int
main (void)
{
  int y = 3;
  /* first -> second (z = 1); x even keeps y; x = 2 -> done.  */
  if (walk (2, &y, 1) != 1 * 100 + 3)
    return 1;
  /* z = 2: first -> done.  */
  y = 7;
  if (walk (1, &y, 2) != 1 * 100 + 7)
    return 2;
  /* x = 0: second -> first -> second ... until the step limit.  */
  y = 6;
  if (walk (0, &y, 1) != -1)
    return 3;
  return 0;
}
