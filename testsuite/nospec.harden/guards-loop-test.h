/* Shared by guards-loop-test.c, guards-loop-test-all.c and
   guards-loop-test-run.c.  */

struct runs_state
{
  int n;
  int avail;
  const unsigned char *in;
  int out[512];
};

__attribute__ ((noipa)) int
runs (struct runs_state *s)
{
  int n = s->n;
  for (;;)
    {
      if (s->avail == 0)
	break;
      int c = *s->in++;
      s->avail--;
      if (c == 0)
	{
	  if (n >= 512)
	    return -1;
	  s->out[n++] = 0;
	  continue;
	}
      int es = c;
      while (es > 0)
	{
	  if (n >= 512)
	    return -2;
	  s->out[n] = c;
	  n++;
	  es--;
	}
    }
  s->n = n;
  return n;
}

__attribute__ ((noipa)) int
start (const int *a, int i)
{
  if (i >= 64)
    return -1;
  int s = 0;
  for (int j = i; j < 64; j++)
    s += a[j];
  return s;
}
