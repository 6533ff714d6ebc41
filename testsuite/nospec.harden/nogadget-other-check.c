/* Not a gadget under the default policy (checks=bounds): the branch tests
   a value the index is not derived from.  opt-checks-any.c shows that the
   widened policy reports the same code.  */
/* Harden mode: no mask and no fence; harden.exp also checks that the
   assembly is the one built without the plugin.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int table[16];

int
lookup_if_enabled (unsigned int i, unsigned int mode)
{
  if (mode == 1)
    return table[i];
  return 0;
}

/* { dg-final { scan-assembler-not "sbb|lfence" { target x86 } } } */
/* { dg-final { scan-assembler-not "csdb|dsb\\s+sy|isb" { target aarch64 } } } */
