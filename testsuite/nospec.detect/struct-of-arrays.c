/* A structure of arrays: one check, two loads through the same index.  */
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
    return pts->x[i] + pts->y[i];		/* { dg-warning "speculative load" } */
  return 0;
}
