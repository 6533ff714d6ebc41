/* A nospec_skip function inlined into a hardened caller: the attribute
   keeps its effect on the inlined body, so only the caller's own check
   gets a mask (one, not two).  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int table[16];
unsigned int table_size = 16;

static inline __attribute__ ((always_inline, nospec_skip)) int
skipped_get (unsigned int i)
{
  if (i < table_size)
    return table[i];
  return 0;
}

int
caller (unsigned int i, unsigned int j)
{
  int v = skipped_get (i);

  if (j < table_size)
    v += table[j];
  return v;
}

/* { dg-final { scan-assembler-times "sbb" 1 { target x86 } } } */
/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler-times "csdb" 1 { target aarch64 } } } */
