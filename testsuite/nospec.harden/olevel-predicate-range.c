/* A two-sided check on a signed value, lo <= x && x <= hi, guarding a
   load at x - lo: the index is not what the checks compare, so no index
   mask of the array_index_mask_nospec kind fits; each check's predicate
   (or, where GCC has merged the two into one flag, that flag's) is
   computed branch-free from its operands and the index x - lo (the only
   attacker-influenced part of t + (x - lo)) is ANDed with it before the
   byte load.  Run at every -O level harden.exp passes.  x86-64:
   cmp/sbb, and, then movzbl through t plus the masked index (at -O0
   through the masked address); AArch64: cmp/csel/csdb, and, then
   ldrb.  No fence, no value mask.  */
/* { dg-do compile } */

int
range (const unsigned char *t, int lo, int hi, int x)
{
  if (x >= lo && x <= hi)
    return t[x - lo];
  return -1;
}

/* { dg-final { scan-assembler {\msbb\s+(%\w+), \1\n(?:.*\n)*?\s*and[lq]?\s+%\w+, %(\w+)\n\s*movzbl\s+\((?:%\w+,)?%\2\)} { target x86_64 } } } */
/* { dg-final { scan-assembler-not {lfence} { target x86_64 } } } */
/* { dg-final { scan-assembler {\mcsel\s+(x\d+), \1, xzr, lo\n\s*csdb\n(?:.*\n)*?\s*and\s+(x\d+), x\d+, x\d+\n\s*ldrb\s+w\d+, \[(?:x\d+, )?\2\]} { target aarch64 } } } */
/* { dg-final { scan-assembler-not {dsb\s+sy|\misb\M} { target aarch64 } } } */
