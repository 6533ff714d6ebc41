/* onesided=keep: an equality of two attacker values counts as a bounds
   check again (rule-equality.c has the default).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-onesided=keep" } */

int table[16];

int
equal_inputs (unsigned long a, unsigned long b)
{
  if (a == b)					/* { dg-message "bounds check" } */
    return table[a];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

int
equal_loaded (const unsigned int *p, const unsigned int *q)
{
  unsigned int v = *p;
  if (v == *q)					/* { dg-message "bounds check" } */
    return table[v + 1];			/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

int
difference (unsigned long lo, unsigned long hi)
{
  if (hi - lo == 4)				/* { dg-message "bounds check" } */
    return table[lo];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}
