/* Not a gadget: a hash reduced modulo the table size, h % N into an
   N-entry table (N not a power of two).  */
/* Harden mode: no mask and no fence; harden.exp also checks that the
   assembly is the one built without the plugin.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

#define NBUCKETS 61

int buckets[NBUCKETS];

int
bucket_of (unsigned int h, unsigned int limit)
{
  if (h < limit)
    return buckets[h % NBUCKETS];
  return -1;
}

/* { dg-final { scan-assembler-not "sbb|lfence" { target x86 } } } */
/* { dg-final { scan-assembler-not "csdb|dsb\\s+sy|isb" { target aarch64 } } } */
