/* The drm_ioctl shape hardened: the same results as plain C for every
   command number, in range or not, on both arms.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>

struct desc { unsigned int cmd; int flags; };
struct driver { const struct desc *ioctls; unsigned int num_ioctls; };

static const struct desc driver_table[3] = { { 100, 1 }, { 101, 2 }, { 102, 3 } };
const struct desc core_table[4] = { { 1, 0 }, { 2, 5 }, { 3, 0 }, { 4, 7 } };

__attribute__ ((noipa)) int
lookup (struct driver *d, unsigned int nr)
{
  const struct desc *p;
  if (nr >= 16)
    {
      unsigned int index = nr - 16;
      if (index >= d->num_ioctls)
	return -1;
      p = &d->ioctls[index];
    }
  else
    {
      if (nr >= 4)
	return -2;
      p = &core_table[nr];
    }
  return p->cmd * 10 + p->flags;
}

int
main (void)
{
  struct driver drv = { driver_table, 3 };
  unsigned int nr;
  for (nr = 0; nr < 40; nr++)
    {
      int want;
      if (nr >= 16)
	want = nr - 16 < 3 ? (int) (driver_table[nr - 16].cmd * 10
				    + driver_table[nr - 16].flags) : -1;
      else
	want = nr < 4 ? (int) (core_table[nr].cmd * 10 + core_table[nr].flags)
		      : -2;
      if (lookup (&drv, nr) != want)
	abort ();
    }
  if (lookup (&drv, ~0U) != -1 || lookup (&drv, 1U << 31) != -1)
    abort ();
  return 0;
}
