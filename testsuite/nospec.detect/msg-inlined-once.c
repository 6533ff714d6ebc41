/* One warning per source load: the accessor is inlined into three
   callers, each with its own check, and both instances of the pass see
   every copy; the load is reported once, with a note naming the callers
   and a note per check.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

struct vec { unsigned int len; int *vals; };

static inline int
vec_get (const struct vec *v, unsigned int i)
{
  return v->vals[i];	/* { dg-warning "speculative load from 'v->vals' with attacker-influenced index 'i'" } */
/* { dg-message "'vec_get' is inlined into 3 callers, 'first' first" "" { target *-*-* } 21 } */
}

int
first (const struct vec *v, unsigned int i)
{
  if (i < v->len)	/* { dg-message "bounds check 'i < v->len'" } */
    return vec_get (v, i);
  return -1;
}

int
second (const struct vec *v, unsigned int i)
{
  if (i <= v->len - 1)	/* { dg-message "bounds check 'i <= v->len - 1'" } */
    return vec_get (v, i);
  return -1;
}

int
third (const struct vec *v, unsigned int i)
{
  if (i >= v->len)	/* { dg-message "bounds check 'i >= v->len'" } */
    return -1;
  return vec_get (v, i);
}
