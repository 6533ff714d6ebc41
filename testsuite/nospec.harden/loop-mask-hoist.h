/* The loops of loop-mask-hoist.c and loop-mask-hoist-run.c: loads from
   an invariant pointer plus a multiple of a counter, after checks made
   before the loop.  */

__attribute__ ((noipa)) int
sum_from (const int *buf, unsigned long size, unsigned long off,
          unsigned long n)
{
  int s = 0;
  if (off >= size || n > size - off)
    return -1;
  const int *p = buf + off;
  for (unsigned long i = 0; i < n; i++)
    s += p[i];
  return s;
}

__attribute__ ((noipa)) int
copy_from (const unsigned char *buf, unsigned long size, unsigned long off,
           unsigned long n, unsigned char *out)
{
  if (off >= size || n > size - off)
    return -1;
  for (unsigned long i = 0; i < n; i++)
    out[i] = buf[off + i];
  return 0;
}

__attribute__ ((noipa)) int
sum_span (const int *buf, unsigned long size, unsigned long off,
          unsigned long n)
{
  int s = 0;
  if (off >= size || n > size - off)
    return -1;
  for (unsigned long i = off; i < off + n; i++)
    s += buf[i];
  return s;
}

__attribute__ ((noipa)) int
sum_between (const int *buf, unsigned long size, unsigned long off,
             unsigned long from, unsigned long to)
{
  int s = 0;
  if (off >= size || to > size - off)
    return -1;
  const int *p = buf + off;
  for (unsigned long i = from; i < to; i++)
    s += p[i];
  return s;
}

__attribute__ ((noipa)) int
sum_down (const int *buf, unsigned long size, unsigned long off,
          unsigned long n)
{
  int s = 0;
  if (off >= size || n > size - off)
    return -1;
  const int *p = buf + off;
  for (unsigned long i = n; i-- > 0;)
    s += p[i];
  return s;
}
