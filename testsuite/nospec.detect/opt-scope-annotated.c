/* scope=annotated: only functions marked nospec_harden are looked at.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-scope=annotated" } */

int table[16];
unsigned int table_size = 16;

__attribute__ ((nospec_harden)) int
opted_in (unsigned int i)
{
  if (i < table_size)				/* { dg-message "bounds check" } */
    return table[i];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

int
not_opted_in (unsigned int i)
{
  if (i < table_size)				/* { dg-bogus "check" } */
    return table[i];				/* { dg-bogus "speculative" } */
  return 0;
}
