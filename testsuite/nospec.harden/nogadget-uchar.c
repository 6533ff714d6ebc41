/* Not a gadget: an unsigned char indexes a 256-entry table.  */
/* Harden mode: no mask and no fence; harden.exp also checks that the
   assembly is the one built without the plugin.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int table[256];

int
byte_index (int c, int n)
{
  if (c < n)
    return table[(unsigned char) c];
  return 0;
}

/* { dg-final { scan-assembler-not "sbb|lfence" { target x86 } } } */
/* { dg-final { scan-assembler-not "csdb|dsb\\s+sy|isb" { target aarch64 } } } */
