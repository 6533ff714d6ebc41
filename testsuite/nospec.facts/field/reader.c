/* facts: loads of the fields the writer stored attacker data into.  */
struct req { unsigned int slot, idx, mode, cpu; };
extern int slots[16];
extern unsigned int nslots;

int
issue (struct req *r)
{
  int v = slots[r->slot];	/* warn */
  if (r->idx < nslots)
    v += slots[r->idx];	/* warn */
  if (r->mode < nslots)
    v += slots[r->mode];	/* quiet */
  if (r->cpu < nslots)
    v += slots[r->cpu];	/* quiet */
  return v;
}
