/* nospec_skip: the skipped function gets no mask; its neighbour, the same
   code without the attribute, gets exactly one.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int table[16];
unsigned int table_size = 16;

__attribute__ ((nospec_skip)) int
skipped (unsigned int i)
{
  if (i < table_size)
    return table[i];
  return 0;
}

int
not_skipped (unsigned int i)
{
  if (i < table_size)
    return table[i];
  return 0;
}

/* { dg-final { scan-assembler-times "sbb" 1 { target x86 } } } */
/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler-times "csdb" 1 { target aarch64 } } } */
