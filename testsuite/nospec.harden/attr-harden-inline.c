/* scope=annotated: a nospec_harden function inlined into a caller that is
   not annotated keeps its protection; the caller's own check, outside the
   scope, gets none.  One mask in all.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-scope=annotated" } */

int table[16];
unsigned int table_size = 16;

static inline __attribute__ ((always_inline, nospec_harden)) int
hardened_get (unsigned int i)
{
  if (i < table_size)
    return table[i];
  return 0;
}

int
plain_caller (unsigned int i, unsigned int j)
{
  int v = hardened_get (i);

  if (j < table_size)
    v += table[j];
  return v;
}

/* { dg-final { scan-assembler-times "sbb" 1 { target x86 } } } */
/* { dg-final { scan-assembler-times "csdb" 1 { target aarch64 } } } */
