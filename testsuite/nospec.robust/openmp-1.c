/* OpenMP: outlined parallel regions and reductions with bounds-checked
   loads (robust.exp runs this only when -fopenmp links).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopenmp -fplugin-arg-nospec-taint=all -fplugin-arg-nospec-checks=any" } */

static int table[1000];

__attribute__ ((noinline)) long
checked_sum (const unsigned int *idx, int n, unsigned int bound)
{
  long sum = 0;
#pragma omp parallel for reduction(+:sum)
  for (int k = 0; k < n; k++)
    if (idx[k] < bound)
      sum += table[idx[k]];
  return sum;
}

int
main (void)
{
  static unsigned int idx[4000];
  long expected = 0;
  for (int k = 0; k < 1000; k++)
    table[k] = k;
  for (int k = 0; k < 4000; k++)
    {
      idx[k] = (unsigned int) (k * 7) % 1500;
      if (idx[k] < 1000)
        expected += idx[k];
    }
  return checked_sum (idx, 4000, 1000) == expected ? 0 : 1;
}
