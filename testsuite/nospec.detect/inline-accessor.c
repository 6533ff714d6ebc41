/* Kernel shape: the check is in the caller, the load in a static inline
   accessor.  The warning points at the load inside the accessor.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

struct vec
{
  unsigned int len;
  int *vals;
};

static inline int
vec_get (const struct vec *v, unsigned int i)
{
  return v->vals[i];				/* { dg-warning "speculative load" } */
/* { dg-message "'vec_get' is inlined into 'vec_lookup'" "" { target *-*-* } 23 } */
}

int
vec_lookup (const struct vec *v, unsigned int i)
{
  if (i < v->len)				/* { dg-message "bounds check" } */
    return vec_get (v, i);
  return -1;
}
