/* Kernel shape: the check is in the caller, the load in a static inline
   accessor.  The warning points at the load inside the accessor.  */
/* Harden mode (default arguments unless dg-options says otherwise): the
   protection must be in the assembly; the scans are at the end.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

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

int
vec_lookup (const struct vec *v, unsigned int i)
{
  if (i < v->len)
    return vec_get (v, i);
  return -1;
}

/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
