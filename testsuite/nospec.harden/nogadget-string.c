/* Not a gadget: a string walk, while (*s) s++.  Each load is guarded by
   the previous character, not by a bounds check of an index.  */
/* Harden mode: no mask and no fence; harden.exp also checks that the
   assembly is the one built without the plugin.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

#include <stddef.h>

size_t
string_length (const char *s)
{
  const char *p = s;

  while (*p)
    p++;
  return p - s;
}

/* { dg-final { scan-assembler-not "sbb|lfence" { target x86 } } } */
/* { dg-final { scan-assembler-not "csdb|dsb\\s+sy|isb" { target aarch64 } } } */
