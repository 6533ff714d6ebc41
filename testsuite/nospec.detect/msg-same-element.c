/* One warning per gadget: the further loads and stores of one element,
   reached with the same index under the same check, are notes under the
   first access's warning.  Another check (same_index_other_check),
   another index (other_index) or another object (other_object) makes
   another warning.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-taint=params" } */

struct layer { int a, b, c; };
struct desc { struct layer layer[4]; int other[4]; };

int
fill (struct desc *s, unsigned int n, int x)
{
  if (n >= 4)		/* { dg-message "bounds check 'n >= 4'" } */
    return -1;
  s->layer[n].a = x;	/* { dg-warning "speculative store to 's->layer' with attacker-influenced index 'n'" } */
  s->layer[n].b = x;	/* { dg-message "speculative store to 's->layer' with the same index and checks here" } */
  return s->layer[n].c;	/* { dg-message "speculative load from 's->layer' with the same index and checks here" } */
}

int
other_object (struct desc *s, unsigned int n)
{
  if (n >= 4)		/* { dg-message "bounds check 'n >= 4'" } */
    return -1;
  int v = s->layer[n].a;	/* { dg-warning "speculative load from 's->layer'" } */
  return v + s->other[n];	/* { dg-warning "speculative load from 's->other'" } */
}

int
other_index (struct desc *s, unsigned int n, unsigned int m)
{
  if ((n >= 4) | (m >= 4))	/* { dg-message "bounds check" } */
    return -1;
  int v = s->layer[n].a;	/* { dg-warning "index 'n'" } */
  return v + s->layer[m].b;	/* { dg-warning "index 'm'" } */
}

int
same_index_other_check (struct desc *s, unsigned int n, int flag)
{
  int v = 0;
  if (n < 4)		/* { dg-message "bounds check 'n < 4'" } */
    v = s->layer[n].a;	/* { dg-warning "speculative load from 's->layer'" } */
  if (flag)
    return v;
  if (n <= 3)		/* { dg-message "bounds check 'n <= 3'" } */
    v += s->layer[n].b;	/* { dg-warning "speculative load from 's->layer'" } */
  return v;
}
