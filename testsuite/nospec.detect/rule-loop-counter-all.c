/* loops=all: a loop's exit test guards the loads its counter indexes
   (rule-loop-counter.c has the default).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-loops=all" } */

int table[64];
unsigned long table_size = 64;

long
sum_from (unsigned long start)
{
  long sum = 0;
  for (unsigned long i = start; i < table_size; i++)	/* { dg-message "bounds check" } */
    sum += table[i];				/* { dg-warning "speculative load from 'table'" } */
  return sum;
}
