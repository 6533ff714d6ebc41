/* facts: the result of pick_queue, checked in the function that returns
   it, indexes a table here; pick_default's is the kernel's own.  */
struct nlattr;
extern unsigned int pick_queue (const struct nlattr *attr);
extern unsigned int pick_default (void);
int qlen[8];

int
queue_len (const struct nlattr *attr)
{
  return qlen[pick_queue (attr)];	/* warn */
}

int
default_len (void)
{
  unsigned int q = pick_default ();
  if (q < 8)
    return qlen[q];	/* quiet */
  return 0;
}
