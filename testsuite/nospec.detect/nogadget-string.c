/* Not a gadget: a string walk, while (*s) s++.  Each load is guarded by
   the previous character, not by a bounds check of an index.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

#include <stddef.h>

size_t
string_length (const char *s)
{
  const char *p = s;

  while (*p)					/* { dg-bogus "speculative" } */
    p++;
  return p - s;
}
