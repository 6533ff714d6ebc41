/* A structure of arrays: one check, two loads through the same index.  */
/* Harden mode (default arguments unless dg-options says otherwise): the
   protection must be in the assembly; the scans are at the end.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

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
  if (i < pts->count)
    return pts->x[i] + pts->y[i];
  return 0;
}

/* { dg-final { scan-assembler-times "sbb" 1 { target x86 } } } */
/* { dg-final { scan-assembler-times "csdb" 1 { target aarch64 } } } */
