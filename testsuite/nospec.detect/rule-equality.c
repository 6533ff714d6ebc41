/* Rule one-sided, equalities (default onesided=skip): "x == y" bounds x
   only when y is bounded: a constant, a value no attacker influences,
   or one bounded by its own computation ("(x & m) == x").  Two attacker
   values found equal bound nothing: under misprediction the load reads
   what the attacker could have read anyway by passing equal values.  An
   equality of something else computed from the index ("hi - lo == 4"
   before table[lo]) pins that value, not the index.  onesided=keep:
   rule-equality-keep.c.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

int table[16];
unsigned long expected = 3;

int
equal_inputs (unsigned long a, unsigned long b)
{
  if (a == b)					/* { dg-bogus "check" } */
    return table[a];				/* { dg-bogus "speculative" } */
  return 0;
}

int
equal_loaded (const unsigned int *p, const unsigned int *q)
{
  unsigned int v = *p;
  if (v == *q)					/* { dg-bogus "check" } */
    return table[v + 1];			/* { dg-bogus "speculative" } */
  return 0;
}

int
difference (unsigned long lo, unsigned long hi)
{
  if (hi - lo == 4)				/* { dg-bogus "check" } */
    return table[lo];				/* { dg-bogus "speculative" } */
  return 0;
}

int
equal_constant (unsigned long a)
{
  if (a == 7)					/* { dg-message "bounds check" } */
    return table[a];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

int
equal_trusted (unsigned long a)
{
  if (a == expected)				/* { dg-message "bounds check" } */
    return table[a];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

int
equal_masked (unsigned long a)
{
  if ((a & 15) == a)				/* { dg-message "bounds check" } */
    return table[a];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}
