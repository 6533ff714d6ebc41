/* Not a gadget: x & 0xff indexes a 256-entry table, in bounds whatever
   the branch did.  */
/* Harden mode: no mask and no fence; harden.exp also checks that the
   assembly is the one built without the plugin.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int table[256];

int
masked_index (unsigned int x, unsigned int n)
{
  if (x < n)
    return table[x & 0xff];
  return 0;
}

/* { dg-final { scan-assembler-not "sbb|lfence" { target x86 } } } */
/* { dg-final { scan-assembler-not "csdb|dsb\\s+sy|isb" { target aarch64 } } } */
