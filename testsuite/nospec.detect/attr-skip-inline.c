/* A nospec_skip function inlined into a caller that is looked at: the
   attribute keeps its effect on the inlined body (no report there), while
   the caller's own gadget is reported.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

int table[16];
unsigned int table_size = 16;

static inline __attribute__ ((always_inline, nospec_skip)) int
skipped_get (unsigned int i)
{
  if (i < table_size)				/* { dg-bogus "check" } */
    return table[i];				/* { dg-bogus "speculative" } */
  return 0;
}

int
caller (unsigned int i, unsigned int j)
{
  int v = skipped_get (i);

  if (j < table_size)				/* { dg-message "bounds check" } */
    v += table[j];				/* { dg-warning "speculative load from 'table'" } */
  return v;
}
