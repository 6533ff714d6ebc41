/* Kernel shape (netlink attribute policies): an inclusive bound,
   "type > maxtype" rejects, then &policy[type] is taken and a field is
   read through it on a later line.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

struct nla_policy
{
  unsigned short type;
  unsigned short len;
};

#define ATTR_MAX 15

struct nla_policy attr_policy[ATTR_MAX + 1];

int
attr_min_len (unsigned int type, unsigned int maxtype)
{
  const struct nla_policy *pt;

  if (type > maxtype)				/* { dg-message "bounds check" } */
    return -1;
  pt = &attr_policy[type];
  return pt->len;				/* { dg-warning "speculative load" } */
}
