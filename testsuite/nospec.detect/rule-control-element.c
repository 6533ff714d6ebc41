/* checks=control (the default): a branch on attacker data right above
   an access guards it (kocher-09-default.c), but not a branch that only
   tests the element the access reads, at the same index: that element
   is attacker data only by where it is read, and its test says nothing
   of the index (nl80211's "if (IS_ERR (req.links[link_id].bss))" above
   "req.links[link_id].bss"; with no check of the index there is no
   check to bypass).  Nor does a loop's exit test (nl80211's
   nla_for_each_nested over the request's attributes, above
   "req.links[req.link_id]"): it ends the loop's own iteration.  A test
   of an element at another attacker index, or a flag right above the
   access inside the loop, still guards the access.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

#include <stddef.h>
#include <stdint.h>

struct link { void *bss; int error; uint8_t val; };
struct link links[15];
uint8_t table[256 * 64];
uint8_t temp;

void
element_field (size_t id)
{
  if (links[id].error == 0)
    temp &= table[links[id].val * 64];		/* { dg-bogus "speculative" } */
}

void
element_pointer (size_t id)
{
  struct link *l = &links[id];
  if (l->bss != (void *) 0 && l->error == 0)
    temp &= table[l->val * 64];			/* { dg-bogus "speculative" } */
}

void
other_index (size_t id, size_t j)
{
  if (links[j].error == 0)			/* { dg-message "bounds check 'links\\\[j\\\].error == 0'" } */
    temp &= table[links[id].val * 64];		/* { dg-warning "speculative load from 'links' with attacker-influenced index 'id'" } */
}

/* A separate flag (Kocher's example 9) guards the element's test and
   the access alike.  */
void
element_and_flag (size_t id, int *id_is_safe)
{
  if (*id_is_safe && links[id].error == 0)	/* { dg-warning "speculative load from 'links' with attacker-influenced index 'id'" } */
    /* { dg-message "bounds check '.id_is_safe != 0'" "" { target *-*-* } 50 } */
    temp &= table[links[id].val * 64];
}

struct attr { unsigned short len; unsigned char data[6]; };

/* The last branch above the access is the exit test of a walk over the
   caller's attributes (which leaves early on a bad one, so that the
   access depends on how the walk ended).  */
int
after_walk (const struct attr *a, int rem, size_t id)
{
  int n = 0;
  while (rem > 3 && a->len > 3)
    {
      if (a->data[2] == 0)
        return -1;
      n += a->data[0];
      rem -= a->len;
      a++;
    }
  temp &= table[links[id].val * 64];		/* { dg-bogus "speculative" } */
  return n;
}

/* The same walk, the access inside it under a flag of the attribute.  */
int
inside_walk (const struct attr *a, int rem, size_t id)
{
  int n = 0;
  while (rem > 3 && a->len > 3)
    {
      if (a->data[1])				/* { dg-message "bounds check" } */
        temp &= table[links[id].val * 64];	/* { dg-warning "speculative load from 'links'" } */
      rem -= a->len;
      a++;
    }
  return n;
}
