/* Not a gadget: x & 0xff indexes a 256-entry table, in bounds whatever
   the branch did.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

int table[256];

int
masked_index (unsigned int x, unsigned int n)
{
  if (x < n)					/* { dg-bogus "check" } */
    return table[x & 0xff];			/* { dg-bogus "speculative" } */
  return 0;
}
