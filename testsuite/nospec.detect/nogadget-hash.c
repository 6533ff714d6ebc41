/* Not a gadget: a hash reduced modulo the table size, h % N into an
   N-entry table (N not a power of two).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

#define NBUCKETS 61

int buckets[NBUCKETS];

int
bucket_of (unsigned int h, unsigned int limit)
{
  if (h < limit)				/* { dg-bogus "check" } */
    return buckets[h % NBUCKETS];		/* { dg-bogus "speculative" } */
  return -1;
}
