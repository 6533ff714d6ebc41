/* onesided=keep: the check that puts a constant in place of the index
   (rule-one-sided-constant.c) is a check again.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-onesided=keep" } */

struct link { int beacon; };
struct wdev { struct link links[15]; int valid; int resets; };

int
default_link (struct wdev *w, int link_id)
{
  if (link_id < 0)				/* { dg-message "bounds check 'link_id < 0'" } */
    {
      if (w->valid)
        return -22;
      w->resets++;
      link_id = 0;
    }
  return w->links[link_id].beacon;		/* { dg-warning "speculative load from 'w->links'" } */
}
