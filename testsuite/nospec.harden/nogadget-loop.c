/* Not a gadget: a counted loop, i from 0 up to n by one.  The loop
   counter is the loop's own induction variable with a trusted start and
   step; nothing is reported.  */
/* Harden mode: no mask and no fence; harden.exp also checks that the
   assembly is the one built without the plugin.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

long
sum_array (const int *a, int n)
{
  long sum = 0;
  int i;

  for (i = 0; i < n; i++)
    sum += a[i];
  return sum;
}

/* { dg-final { scan-assembler-not "sbb|lfence" { target x86 } } } */
/* { dg-final { scan-assembler-not "csdb|dsb\\s+sy|isb" { target aarch64 } } } */
