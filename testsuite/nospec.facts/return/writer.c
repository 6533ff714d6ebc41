/* facts: a public function returns a netlink attribute after checking
   it (return pick_queue, checked); another returns a kernel value (no
   fact).  */
struct nlattr;
static inline unsigned int
nla_get_u32 (const struct nlattr *nla)
{
  return *(const unsigned int *) ((const char *) nla + 4);
}
extern unsigned int default_queue;

unsigned int
pick_queue (const struct nlattr *attr)
{
  unsigned int q = nla_get_u32 (attr);
  if (q >= 8)	/* note */
    return 0;
  return q;	/* note */
}

unsigned int
pick_default (void)
{
  return default_queue;
}
