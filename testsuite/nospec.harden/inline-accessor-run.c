/* Check in the caller, load in an inline accessor, hardened: plain C's
   results.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>

struct vec
{
  unsigned int len;
  int *vals;
};

static inline int
vec_get (const struct vec *v, unsigned int i)
{
  return v->vals[i];
}

__attribute__ ((noipa)) int
vec_lookup (const struct vec *v, unsigned int i)
{
  if (i < v->len)
    return vec_get (v, i);
  return -1;
}

int
main (void)
{
  static int vals[20];
  struct vec v;
  unsigned int i;

  for (i = 0; i < 20; i++)
    vals[i] = (int) (i * 11 + 4);
  v.vals = vals;
  for (v.len = 0; v.len <= 20; v.len += 5)
    {
      for (i = 0; i < 50; i++)
	if (vec_lookup (&v, i) != (i < v.len ? (int) (i * 11 + 4) : -1))
	  abort ();
      if (vec_lookup (&v, ~0U) != -1)
	abort ();
    }
  return 0;
}
