#include "vec.h"

int
lookup_a (const struct vec *v, unsigned int i)
{
  if (i < v->len)
    return vec_get (v, i);
  return -1;
}

unsigned char table_a[64];

int
direct_a (unsigned int i, unsigned int n)
{
  if (i < n)
    return table_a[i];
  return 0;
}
