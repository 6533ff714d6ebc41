/* Not a gadget: the index already went through array_index_nospec().  */
/* Harden mode: the only mask in the assembly is the hand-written one
   from nospec.h; the plugin adds none.  harden.exp also checks that the
   assembly is the one built without the plugin.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

#include "nospec.h"

int table[16];

int
sanitized_index (unsigned long i, unsigned long n)
{
  if (i < n)
    return table[array_index_nospec (i, n)];
  return 0;
}

/* { dg-final { scan-assembler-times "sbb" 1 { target x86 } } } */
/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler-times "csdb" 1 { target aarch64 } } } */
/* { dg-final { scan-assembler-not "dsb\\s+sy|isb" { target aarch64 } } } */
