/* facts: the driver's side of writer.c.  p->ac was checked and stored
   into the caller's stack (object=local): this load runs in the same
   call as the check, a gadget whose check is in the writer.  c->band
   was checked and stored into an object that outlives the call: the
   load reads what the check let through (quiet), as does p->txop (no
   fact).  */
struct txq { unsigned short txop; unsigned char ac; };
struct chan { unsigned char band; };
struct conf { int cw; };
extern struct conf confs[4];
extern int bands[3];
extern int txops[4];

int
drv_set_txq (struct txq *p)
{
  return confs[p->ac].cw;	/* warn */
}

int
drv_band (struct chan *c)
{
  return bands[c->band];	/* quiet */
}

int
drv_txop (struct txq *p)
{
  if (p->txop < 4)
    return txops[p->txop];	/* quiet */
  return 0;
}
