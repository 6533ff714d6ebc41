/* Not a gadget: a counted loop, i from 0 up to n by one.  The loop
   counter is the loop's own induction variable with a trusted start and
   step; nothing is reported.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

long
sum_array (const int *a, int n)
{
  long sum = 0;
  int i;

  for (i = 0; i < n; i++)			/* { dg-bogus "check" } */
    sum += a[i];				/* { dg-bogus "speculative" } */
  return sum;
}
