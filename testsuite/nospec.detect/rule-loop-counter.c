/* Rule loop-counter (default loops=skip): a loop's own exit test is not
   a guard for loads indexed by the loop's counter.  The counter starts
   at an attacker's value here, but nothing checks that start: under
   misprediction the loop only runs on past its bound into the next
   elements.  A loop whose index is loaded data (a list walk) has no
   counter, and its test is a real check; a check on the start value is
   one too (kocher-05.c).  loops=all: rule-loop-counter-all.c.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

int table[64];
unsigned long table_size = 64;
unsigned char next_slot[64];

long
sum_from (unsigned long start)
{
  long sum = 0;
  for (unsigned long i = start; i < table_size; i++)	/* { dg-bogus "check" } */
    sum += table[i];				/* { dg-bogus "speculative" } */
  return sum;
}

long
sum_stride (unsigned long start, unsigned long n)
{
  long sum = 0;
  for (unsigned long i = start; i < n; i += 4)	/* { dg-bogus "check" } */
    sum += table[i];				/* { dg-bogus "speculative" } */
  return sum;
}

long
walk (unsigned long i, unsigned long n)
{
  long sum = 0;
  while (i < n)					/* { dg-message "bounds check" } */
    {
      int v = table[i];				/* { dg-warning "speculative load from 'table'" } */
      sum += v;
      i = (unsigned long) v * 3;
    }
  return sum;
}
