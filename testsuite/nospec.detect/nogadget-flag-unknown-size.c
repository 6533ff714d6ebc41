/* Not a gadget under the default (checks=control): an attacker-controlled
   flag right above an access through a pointer, whose object's size the
   compiler does not know, is not taken for its bounds check, and a NULL
   test is no check at all.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

#include <stddef.h>

int
flag_then_pointer (const int *p, size_t x, const int *enabled)
{
  if (*enabled)					/* { dg-bogus "check" } */
    return p[x];				/* { dg-bogus "speculative" } */
  return 0;
}

static int table[64];

int
null_test (const int *p, size_t x)
{
  if (p)					/* { dg-bogus "check" } */
    return table[x] + *p;			/* { dg-bogus "speculative" } */
  return 0;
}
