/* Not a gadget: the index already went through array_index_nospec().  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

#include "nospec.h"

int table[16];

int
sanitized_index (unsigned long i, unsigned long n)
{
  if (i < n)						/* { dg-bogus "check" } */
    return table[array_index_nospec (i, n)];		/* { dg-bogus "speculative" } */
  return 0;
}
