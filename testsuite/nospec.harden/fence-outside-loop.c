/* A check that no mask can express (here: a floating-point comparison)
   made before a loop: the default strategy fences the start of the
   checked region, once, not the load inside the loop on every
   iteration.  (The fence used to sit right before the load.)  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target fence } */

int
scaled_sum (double limit, const int *a, int k, const int *b, int n)
{
  int s = 0;
  if (k < limit)
    for (int i = 0; i < n; i++)
      s += a[k] * b[i];
  return s;
}

/* { dg-final { scan-assembler-times "lfence" 1 { target x86 } } } */
/* { dg-final { scan-assembler-times "dsb\\s+sy" 1 { target aarch64 } } } */
/* No fence between a loop's label and the branch back to it.  */
/* { dg-final { scan-assembler-not "\\n(\\.L\[0-9\]+):\[^:\]*lfence\[^:\]*\[ \\t,\]\\1\\n" { target x86 } } } */
/* { dg-final { scan-assembler-not "\\n(\\.L\[0-9\]+):\[^:\]*dsb\\s+sy\[^:\]*\[ \\t,\]\\1\\n" { target aarch64 } } } */
