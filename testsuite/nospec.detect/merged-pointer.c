/* A pointer set on both arms of an if/else, each arm with its own check,
   and loaded through after the join (drm_ioctl: a driver's ioctl table or
   the core one).  Each arm's element address is a site on its way into
   the join; the warning is at the load, with the check of each arm's
   index.  "nr >= 64" only chooses the arm: the unsigned check of
   "index = nr - 64" bounds it on both sides, and is the one cited and
   masked with (guards=nearest).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

struct desc { unsigned int cmd; int flags; };
struct driver { const struct desc *ioctls; unsigned int num_ioctls; };
extern const struct desc core_table[40];

int
lookup (struct driver *d, unsigned int nr)
{
  const struct desc *p;
  if (nr >= 64)					/* { dg-bogus "bounds check" } */
    {
      unsigned int index = nr - 64;
      if (index >= d->num_ioctls)		/* { dg-message "bounds check" } */
	return -1;
      p = &d->ioctls[index];
    }
  else
    {
      if (nr >= 40)				/* { dg-message "bounds check" } */
	return -2;
      p = &core_table[nr];
    }
  return p->cmd + p->flags;			/* { dg-warning "speculative load" } */
}

/* Merged from two addresses no attacker chooses: no site.  */
int
trusted_merge (int which)
{
  const struct desc *p = which ? &core_table[3] : &core_table[5];
  return p->cmd;				/* { dg-bogus "speculative" } */
}
