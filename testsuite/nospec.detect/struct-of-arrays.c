/* A structure of arrays: one check, two loads through the same index,
   one gadget: a warning at the first, a note at the second.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

#define NPOINTS 64

struct points
{
  unsigned int count;
  int x[NPOINTS];
  int y[NPOINTS];
};

int
point_sum (const struct points *pts, unsigned int i)
{
  if (i < pts->count)				/* { dg-message "bounds check" } */
    return pts->x[i] + pts->y[i];		/* { dg-warning "speculative load from 'pts->x'" } */
  /* { dg-message "speculative load from 'pts->y' with the same index and checks here" "" { target *-*-* } 19 } */
  return 0;
}
