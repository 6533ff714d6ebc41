/* Not a gadget: constant indices under a check of x.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

int table[8];

int
const_index (unsigned int x, unsigned int n)
{
  if (x < n)					/* { dg-bogus "check" } */
    return table[2] + table[7];			/* { dg-bogus "speculative" } */
  return table[0];				/* { dg-bogus "speculative" } */
}
