/* Audit mode says which gadgets the default strategy can only fence, and
   why; a gadget it masks gets no such note.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

int
by_double (double limit, const int *a, int i)
{
  if (i < limit)	/* { dg-message "bounds check" } */
    return a[i];	/* { dg-warning "speculative load" } */
  /* { dg-message "no mask can protect this load .a floating-point comparison." "fence reason" { target *-*-* } 10 } */
  return 0;
}

int
by_int (int limit, const int *a, int i)
{
  if (i < limit)	/* { dg-message "bounds check" } */
    return a[i];	/* { dg-warning "speculative load" } */
  return 0;
}
