/* A constant bound reaches the mask as an immediate (the template's
   bound operand takes "re" on x86, "rI" on aarch64), so no register is
   loaded with it; and `i <= 3' is masked as `i < 4', with no NOT of the
   mask.  On x86 the plugin before 25b9a7f moved 15 and 3 into registers
   and built both masks as the NOT of `15 < i' and `3 < i'; on aarch64
   the plugin before this test loaded 16 and 4 into registers (`mov x3,
   16' before the cmp).  At every -O level.  */
/* { dg-do compile } */

int t[16];
long big[4];

int
small_bound (unsigned i)
{
  if (i >= 16)
    return 0;
  return t[i];
}

long
le_bound (unsigned long i)
{
  if (i <= 3)
    return big[i];
  return 0;
}

/* { dg-final { scan-assembler-times {\msbb\s} 2 { target x86 } } } */
/* { dg-final { scan-assembler {\mcmp\s+\$16, %} { target x86 } } } */
/* { dg-final { scan-assembler {\mcmp\s+\$4, %} { target x86 } } } */
/* { dg-final { scan-assembler-not {\mmov[lq]?\s+\$(16|4), %} { target x86 } } } */
/* { dg-final { scan-assembler-not {\mnot[lq]?\s} { target x86 } } } */
/* { dg-final { scan-assembler-not {lfence} { target x86 } } } */
/* { dg-final { scan-assembler-times {\mcsdb\M} 2 { target aarch64 } } } */
/* { dg-final { scan-assembler {\mcmp\s+x\d+, #?16\M} { target aarch64 } } } */
/* { dg-final { scan-assembler {\mcmp\s+x\d+, #?4\M} { target aarch64 } } } */
/* { dg-final { scan-assembler-not {\mmov\s+[wx]\d+, #?(16|4)\M} { target aarch64 } } } */
/* { dg-final { scan-assembler-not {\mmvn\s} { target aarch64 } } } */
