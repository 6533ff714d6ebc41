/* scope=annotated: only the nospec_harden function is hardened.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-scope=annotated" } */

int table[16];
unsigned int table_size = 16;

__attribute__ ((nospec_harden)) int
opted_in (unsigned int i)
{
  if (i < table_size)
    return table[i];
  return 0;
}

int
not_opted_in (unsigned int i)
{
  if (i < table_size)
    return table[i];
  return 0;
}

/* { dg-final { scan-assembler-times "sbb" 1 { target x86 } } } */
/* { dg-final { scan-assembler-times "csdb" 1 { target aarch64 } } } */
