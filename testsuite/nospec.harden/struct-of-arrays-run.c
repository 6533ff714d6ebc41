/* A structure of arrays, one check and two loads, hardened: plain C's
   results.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>

#define NPOINTS 64

struct points
{
  unsigned int count;
  int x[NPOINTS];
  int y[NPOINTS];
};

__attribute__ ((noipa)) int
point_sum (const struct points *pts, unsigned int i)
{
  if (i < pts->count)
    return pts->x[i] + pts->y[i];
  return 0;
}

int
main (void)
{
  static struct points pts;
  unsigned int i;

  for (i = 0; i < NPOINTS; i++)
    {
      pts.x[i] = (int) i;
      pts.y[i] = (int) (1000 * i);
    }
  for (pts.count = 0; pts.count <= NPOINTS; pts.count += 16)
    {
      for (i = 0; i < 100; i++)
	if (point_sum (&pts, i) != (i < pts.count ? (int) (1001 * i) : 0))
	  abort ();
      if (point_sum (&pts, ~0U) != 0)
	abort ();
    }
  return 0;
}
