/* The check is the loop's own test, on the latch edge: it does not
   dominate the load at the top of the loop (the first trip comes from
   the entry), so its mask reaches the load through a PHI at the loop
   header instead of a fence.  The default leaves a loop's own test on
   its counter alone (the loop-counter rule): loops=all makes it a guard,
   which is the shape this test is about.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-loops=all" } */

int
sum_from (const int *table, unsigned int first, unsigned int end)
{
  unsigned int i = first;
  int sum = 0;

  do
    {
      sum += table[i];
      i++;
    }
  while (i < end);
  return sum;
}

/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
/* { dg-final { scan-assembler-not "dsb\\s+sy" { target aarch64 } } } */
