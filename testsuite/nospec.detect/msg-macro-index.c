/* The message names the index of a load written inside macros (lua 5.4's
   ltable.c hashmod) as C: the divisor is kept, the byte offset is
   divided out, the bound is the check's.  It used to read 'ui % 1 * 24'.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

struct node { long key, val, next; };
struct table { unsigned char lsizenode; struct node *node; };

#define twoto(x)	(1 << (x))
#define sizenode(t)	(twoto ((t)->lsizenode))
#define gnode(t, i)	(&(t)->node[i])
#define hashmod(t, n)	(gnode (t, ((n) % ((sizenode (t) - 1) | 1))))

long
lookup (struct table *t, unsigned int ui, unsigned int limit)
{
  if (ui < limit)			/* { dg-message "bounds check 'ui < limit' can be bypassed under speculation" } */
    return hashmod (t, ui)->val;	/* { dg-warning "speculative load from 't->node' with attacker-influenced index 'ui % \\(\\(1 << t->lsizenode\\) - 1 \\| 1\\)'" } */
  return 0;
}
