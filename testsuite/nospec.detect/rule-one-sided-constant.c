/* Rule one-sided (default onesided=skip): a check whose one side puts a
   constant in place of the index ("if (link_id < 0) link_id = 0;",
   Linux's nl80211 __nl80211_set_channel ()) bounds nothing the attacker
   chooses: taken under misprediction it leads to the constant, and its
   other side bounds the index from below only.  A bound from above on
   the same index is still a check, and so is a check whose side sets a
   constant that is only added to the index it tests ("j = 0", index
   i + j): that constant replaces nothing the check bounds.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

struct link { int beacon; };
struct wdev { struct link links[15]; int valid; int resets; };
int cells[64];

int
default_link (struct wdev *w, int link_id)
{
  if (link_id < 0)				/* { dg-bogus "check" } */
    {
      if (w->valid)
        return -22;
      w->resets++;
      link_id = 0;
    }
  return w->links[link_id].beacon;		/* { dg-bogus "speculative" } */
}

int
default_link_checked (struct wdev *w, int link_id)
{
  if (link_id < 0)				/* { dg-bogus "check" } */
    {
      if (w->valid)
        return -22;
      link_id = 0;
    }
  if (link_id >= 15)				/* { dg-message "bounds check 'link_id >= 15'" } */
    return -22;
  return w->links[link_id].beacon;		/* { dg-warning "speculative load from 'w->links'" } */
}

int hits, misses;

int
added_constant (unsigned int i, unsigned int n, int busy, int *table)
{
  unsigned int j;
  if (i < n)					/* { dg-message "bounds check 'i < n'" } */
    {
      if (busy)					/* { dg-message "bounds check 'busy'" } */
        return -1;
      hits++;
      j = 0;
    }
  else
    {
      misses++;
      j = 1;
    }
  return cells[i + j];				/* { dg-warning "speculative load from 'cells'" } */
}
