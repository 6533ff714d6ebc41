/* Not a gadget: the load is the runtime's own nospec_array_load().  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

#include "nospec.h"

int table[16];

int
sanitized_load (unsigned long i, unsigned long n)
{
  if (i < n)						/* { dg-bogus "check" } */
    return nospec_array_load (table, i, 16);		/* { dg-bogus "speculative" } */
  return 0;
}
