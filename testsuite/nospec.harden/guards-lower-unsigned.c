/* The other direction of guards-lower.c: an unsigned check of the index
   itself bounds it on both sides, so the mask needs nothing else, not
   even the lower bound of the value it is merged from, and the merged
   values need no masks of their own: one site, one guard.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdump-tree-all -fplugin-arg-nospec-onesided=keep" } */

int
lower_unsigned (const int *a, int i, int c)
{
  if (i < 0)
    return -1;
  int j = c ? i : i + 2;
  if ((unsigned) j > 63)
    return -2;
  return a[j];
}

/* { dg-final { scan-dump "t.nospec" "nospec: 1 gadget site\\(s\\) in lower_unsigned" } } */
/* { dg-final { scan-dump "t.nospec" "site \\(index mask, 1 guard\\(s\\)\\): _\[0-9\]+ = \\*" } } */
/* { dg-final { scan-dump-not "t.nospec" "guard .*< 0\\)" } } */
/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
