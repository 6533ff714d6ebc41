/* Not a gadget with checks=bounds: the branch tests a value the index is
   not derived from.  The default (checks=control) hardens this shape like
   Kocher's example 9 (kocher-09-default.c): a branch on attacker data
   right above an access to a table of known size.  */
/* Harden mode: no mask and no fence; harden.exp also checks that the
   assembly is the one built without the plugin.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-checks=bounds" } */

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
