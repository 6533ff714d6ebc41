/* The plugin hit "internal compiler error: in gimple_split_edge, at
   tree-cfg.cc:2960" (rewrite.cc) with taint=all checks=any at -O2, every
   strategy: an index assigned under a branch that leaves through a
   computed goto reaches the load over an abnormal edge, which cannot be
   split.  Found by bench/torture on gcc.c-torture/execute/comp-goto-1.c
   (2026-12-03); reduced with cvise, then rewritten by hand.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-nospec-taint=all -fplugin-arg-nospec-checks=any" } */

__attribute__ ((noinline)) int
kernel (const int *regs, int sel, int idx, int which)
{
  static void *const labels[] = { &&load, &&done };
  int s1 = 0;
  int rounds = 0;
 load:
  if (rounds++ > 2)
    return -1;
  if (sel)
    {
      s1 = idx;
      sel = 0;
      goto *labels[which];
    }
 done:
  return regs[s1];
}

int
main (void)
{
  static const int regs[4] = { 10, 11, 12, 13 };
  if (kernel (regs, 1, 2, 1) != 12)
    return 1;
  if (kernel (regs, 1, 3, 0) != 13)
    return 2;
  if (kernel (regs, 0, 3, 1) != 10)
    return 3;
  return 0;
}
