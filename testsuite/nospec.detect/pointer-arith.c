/* The pointer form *(p + i) under a check of i.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

#include <stddef.h>

long
load_at (const long *p, size_t n, size_t i)
{
  if (i < n)					/* { dg-message "bounds check" } */
    return *(p + i);				/* { dg-warning "speculative load" } */
  return 0;
}
