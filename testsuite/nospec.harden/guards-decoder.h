/* A resumable Huffman-style decoder, the shape of bzip2's BZ2_decompress:
   a switch on the saved state jumps into loops, every variable is merged
   round the loop by PHIs, and one macro is expanded twice.  The checks of
   one expansion share values with the indexes of the other through those
   PHIs.  Shared by guards-nearest.c, guards-all.c and
   olevel-guards-run.c.  */

struct decoder
{
  int state, live, avail, minlen, nblock, zn, zvec;
  unsigned int buff;
  const unsigned char *in;
  int limit[21], base[21], perm[258], out[1000];
};

#define GET_BITS(lab, v, n)						\
  case lab:								\
    s->state = lab;							\
    for (;;)								\
      {									\
	if (s->live >= (n))						\
	  {								\
	    v = (s->buff >> (s->live - (n))) & ((1u << (n)) - 1);	\
	    s->live -= (n);						\
	    break;							\
	  }								\
	if (s->avail == 0)						\
	  goto save;							\
	s->buff = (s->buff << 8) | *s->in++;				\
	s->live += 8;							\
	s->avail--;							\
      }

#define GET_SYM(lab1, lab2, sym)					\
  zn = s->minlen;							\
  GET_BITS (lab1, zvec, zn);						\
  for (;;)								\
    {									\
      if (zn > 20)							\
	return -1;							\
      if (zvec <= s->limit[zn])						\
	break;								\
      zn++;								\
      GET_BITS (lab2, zj, 1);						\
      zvec = (zvec << 1) | zj;						\
    }									\
  if (zvec - s->base[zn] < 0 || zvec - s->base[zn] >= 258)		\
    return -2;								\
  sym = s->perm[zvec - s->base[zn]];

__attribute__ ((noipa)) int
decode (struct decoder *s)
{
  int zn = s->zn, zvec = s->zvec, zj = 0, nblock = s->nblock, sym = 0;
  switch (s->state)
    {
    case 0:
      for (;;)
	{
	  GET_SYM (1, 2, sym);
	  if (sym == 0)
	    {
	      GET_SYM (3, 4, sym);
	      sym += 256;
	    }
	  if (sym == 257)
	    break;
	  if (nblock >= 1000)
	    return -3;
	  s->out[nblock++] = sym;
	}
    }
  s->state = 0;
 save:
  s->zn = zn;
  s->zvec = zvec;
  s->nblock = nblock;
  return nblock;
}
