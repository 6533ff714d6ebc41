/* scope=annotated, and a nospec_harden function inlined into a caller that
   is not annotated: the attribute keeps its effect on the inlined body,
   while the caller's own gadget is outside the scope.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-scope=annotated" } */

int table[16];
unsigned int table_size = 16;

static inline __attribute__ ((always_inline, nospec_harden)) int
hardened_get (unsigned int i)
{
  if (i < table_size)				/* { dg-message "bounds check" } */
    return table[i];				/* { dg-warning "speculative load from 'table'" } */
/* { dg-message "'hardened_get' is inlined into 'plain_caller'" "" { target *-*-* } 22 } */
  return 0;
}

int
plain_caller (unsigned int i, unsigned int j)
{
  int v = hardened_get (i);

  if (j < table_size)				/* { dg-bogus "check" } */
    v += table[j];				/* { dg-bogus "speculative" } */
  return v;
}
