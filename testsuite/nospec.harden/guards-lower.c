/* guards=nearest with onesided=keep (lower bounds count as checks): the
   check of the index itself ("j > 63", signed) bounds it only from above,
   so the check that bounds from below a value the index is merged from
   ("i < 0") stays in the mask: under its misprediction a negative j
   would pass "j > 63".  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdump-tree-all -fplugin-arg-nospec-onesided=keep" } */

int
lower (const int *a, int i, int c)
{
  if (i < 0)
    return -1;
  int j = c ? i : i + 2;
  if (j > 63)
    return -2;
  return a[j];
}

/* { dg-final { scan-dump "t.nospec" "site \\(index mask, 2 guard\\(s\\)\\): _\[0-9\]+ = \\*" } } */
/* { dg-final { scan-dump "t.nospec" "guard bb\[0-9\]+->bb\[0-9\]+ mask .\[a-z \]*.: if \\(i_\[0-9\]+\\(D\\) < 0\\)" } } */
/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
