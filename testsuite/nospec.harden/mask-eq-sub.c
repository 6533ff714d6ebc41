/* An equality's mask is computed from a - b, not a ^ b (rewrite.cc
   cond_mask): zero exactly when a == b all the same, and against a
   constant one LEA (or SUB) that keeps a, where the XOR needed a copy of
   a first.  checks=any makes "mode == 3" the check the load's mask is
   built from.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-checks=any" } */

int tab[16];

int
pick (unsigned int mode, unsigned int i)
{
  if (mode == 3)
    return tab[i];
  return -1;
}

/* { dg-final { scan-assembler {\msbb\s} { target x86 } } } */
/* { dg-final { scan-assembler-not {\mxor[lq]?\s+\$3,} { target x86 } } } */
/* { dg-final { scan-assembler {\m(lea[lq]?\s+-3\(|sub[lq]?\s+\$3,)} { target x86 } } } */
