/* facts: a netlink handler checks a queue number (an unsigned char, so
   bounded by its type, but checked against 4) and stores it into a
   structure on its own stack, which it hands to a driver through a
   function pointer (nl80211's parse_txq_params () and the drivers'
   set_txq_params ()): the fact is "field txq ac ... object=local", the
   value lives only during this call.  The band gets the same check but
   is stored into a structure the caller passed (it outlives the call):
   a checked field fact without object=local.  The txop is bounded by
   its type and not checked: no fact.  */
struct nlattr;
extern unsigned char nla_get_u8 (const struct nlattr *);
extern unsigned short nla_get_u16 (const struct nlattr *);
struct txq { unsigned short txop; unsigned char ac; };
struct chan { unsigned char band; };
struct drv_ops { int (*set_txq) (struct txq *); };
extern const struct drv_ops *ops;

static int
parse_txq (struct nlattr **tb, struct txq *p)
{
  unsigned char ac = nla_get_u8 (tb[1]);
  p->txop = nla_get_u16 (tb[3]);
  if (ac >= 4)	/* note */
    return -22;
  p->ac = ac;	/* note */
  return 0;
}

int
set_wiphy (struct nlattr **tb, struct chan *c)
{
  struct txq t;
  int r = parse_txq (tb, &t);
  if (r)
    return r;
  unsigned char band = nla_get_u8 (tb[2]);
  if (band >= 3)
    return -22;
  c->band = band;
  return ops->set_txq (&t);
}
