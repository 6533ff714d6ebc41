/* Not a gadget: constant indices under a check of x.  */
/* Harden mode: no mask and no fence; harden.exp also checks that the
   assembly is the one built without the plugin.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int table[8];

int
const_index (unsigned int x, unsigned int n)
{
  if (x < n)
    return table[2] + table[7];
  return table[0];
}

/* { dg-final { scan-assembler-not "sbb|lfence" { target x86 } } } */
/* { dg-final { scan-assembler-not "csdb|dsb\\s+sy|isb" { target aarch64 } } } */
