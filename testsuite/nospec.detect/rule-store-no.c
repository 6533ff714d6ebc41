/* stores=no: stores are not sites (rule-store.c has the default).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-stores=no" } */

int table[16];
unsigned int table_size = 16;

void
set_slot (unsigned int i, int v)
{
  if (i < table_size)				/* { dg-bogus "check" } */
    table[i] = v;				/* { dg-bogus "speculative" } */
}
