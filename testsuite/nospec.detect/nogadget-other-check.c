/* Not a gadget under the default policy (checks=bounds): the branch tests
   a value the index is not derived from.  opt-checks-any.c shows that the
   widened policy reports the same code.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

int table[16];

int
lookup_if_enabled (unsigned int i, unsigned int mode)
{
  if (mode == 1)				/* { dg-bogus "check" } */
    return table[i];				/* { dg-bogus "speculative" } */
  return 0;
}
