/* A pointer set on both arms of an if/else, each arm with its own check,
   loaded through after the join (drm_ioctl's shape): each arm's element
   address is masked on its way into the join.  */
/* Harden mode: the protection must be in the assembly; the scans are at
   the end.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

struct desc { unsigned int cmd; int flags; };
struct driver { const struct desc *ioctls; unsigned int num_ioctls; };
extern const struct desc core_table[40];

int
lookup (struct driver *d, unsigned int nr)
{
  const struct desc *p;
  if (nr >= 64)
    {
      unsigned int index = nr - 64;
      if (index >= d->num_ioctls)
	return -1;
      p = &d->ioctls[index];
    }
  else
    {
      if (nr >= 40)
	return -2;
      p = &core_table[nr];
    }
  return p->cmd + p->flags;
}

/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
