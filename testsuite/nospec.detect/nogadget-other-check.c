/* Not a gadget with checks=bounds: the branch tests a value the index is
   not derived from.  The default (checks=control) reports this shape, the
   same as Kocher's example 9 (a separate "is safe" flag right above an
   access to a table of known size: kocher-09-default.c), and
   opt-checks-any.c shows that the widest policy reports it too.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-checks=bounds" } */

int table[16];

int
lookup_if_enabled (unsigned int i, unsigned int mode)
{
  if (mode == 1)				/* { dg-bogus "check" } */
    return table[i];				/* { dg-bogus "speculative" } */
  return 0;
}
