/* The shapes of flag-or-const.c and flag-or-const-run.c: checks whose
   constant half the pass sees unfolded, and a match pointer the program
   compares before loading through it.  */

enum mode { PREFIX, DICT };

static inline __attribute__ ((always_inline)) int
copy_ (const unsigned char *op, unsigned long off, const unsigned char *low,
       enum mode mode)
{
  const unsigned char *match = op - off;
  if ((mode == DICT) || (match >= low))
    return *match;
  return -1;
}

__attribute__ ((noipa)) int
copy_prefix (const unsigned char *op, unsigned long off,
             const unsigned char *low)
{
  return copy_ (op, off, low, PREFIX);
}

static inline __attribute__ ((always_inline)) int
get_ (const int *table, unsigned long i, unsigned long n, enum mode mode)
{
  if ((mode != DICT) & (i < n))
    return table[i];
  return -1;
}

__attribute__ ((noipa)) int
get_prefix (const int *table, unsigned long i, unsigned long n)
{
  return get_ (table, i, n, PREFIX);
}
