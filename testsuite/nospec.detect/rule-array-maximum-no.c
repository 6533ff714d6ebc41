/* Rule array-maximum, the cases it leaves alone (found:
   rule-array-maximum.c): a maximum taken over another field of the
   elements, or over another array, bounds nothing the load reads.  The
   indexes here have no check at all, so no load is a gadget.
   checks=bounds: with the default checks=control, a branch on attacker
   data right above a load of a known-size table guards it whatever it
   tests, and GCC 13 and later keep "max" in the loop's PHI there (no
   LCSSA copy) so that the branch counts as one; that rule is tested
   elsewhere (kocher-09-*.c), this file is about array-maximum.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-checks=bounds" } */

#include <string.h>

struct op
{
  unsigned short num;
  unsigned short flags;
};

int table[64];

int
other_field (const void *user_buf, unsigned n, unsigned limit)
{
  struct op ops[8], *o;
  unsigned max = 0;

  if (n > 8)
    return -7;
  memcpy (ops, user_buf, n * sizeof *ops);
  for (o = ops; o < ops + n; o++)
    if (o->flags >= max)
      max = o->flags;
  if (max >= limit)				/* { dg-bogus "bounds check" } */
    return -22;
  return table[ops->num];			/* { dg-bogus "speculative" } */
}

int
other_array (const void *user_a, const void *user_b, unsigned n)
{
  struct op a[8], b[8], *o;
  unsigned max = 0;

  if (n > 8)
    return -7;
  memcpy (a, user_a, n * sizeof *a);
  memcpy (b, user_b, n * sizeof *b);
  for (o = a; o < a + n; o++)
    if (o->num >= max)
      max = o->num;
  if (max >= 64)				/* { dg-bogus "bounds check" } */
    return -22;
  return table[b->num];				/* { dg-bogus "speculative" } */
}
