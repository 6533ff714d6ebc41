/* Inclusive bound type > maxtype, then &policy[type] and a field,
   hardened: plain C's results for several maxtype values, the bound
   itself included.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>

struct nla_policy
{
  unsigned short type;
  unsigned short len;
};

#define ATTR_MAX 15

struct nla_policy attr_policy[ATTR_MAX + 1];

__attribute__ ((noipa)) int
attr_min_len (unsigned int type, unsigned int maxtype)
{
  const struct nla_policy *pt;

  if (type > maxtype)
    return -1;
  pt = &attr_policy[type];
  return pt->len;
}

int
main (void)
{
  unsigned int type, maxtype;
  int i;

  for (i = 0; i <= ATTR_MAX; i++)
    attr_policy[i].len = (unsigned short) (i * 5 + 2);
  for (maxtype = 0; maxtype <= ATTR_MAX; maxtype++)
    {
      for (type = 0; type < 40; type++)
	if (attr_min_len (type, maxtype)
	    != (type <= maxtype ? (int) (type * 5 + 2) : -1))
	  abort ();
      if (attr_min_len (~0U, maxtype) != -1)
	abort ();
    }
  return 0;
}
