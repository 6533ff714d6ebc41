/* With disable the plugin changes nothing, but it still knows its
   attributes: annotated code compiles without "attribute ignored".  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-disable" } */

int table[16];

__attribute__ ((nospec_harden)) int
lookup (unsigned int i __attribute__ ((nospec_untrusted)), unsigned int n)
{
  if (i < n)
    return table[i];
  return 0;
}

/* { dg-final { scan-assembler-not "sbb|lfence" { target x86 } } } */
/* { dg-final { scan-assembler-not "csdb" { target aarch64 } } } */
