#include "vec.h"

int
lookup_b (const struct vec *v, unsigned int i)
{
  if (i < v->len)
    return vec_get (v, i);
  return -1;
}
