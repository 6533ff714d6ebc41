/* Ten checks on one index: every check's mask is ANDed into the index,
   no fence (a fence used to stand in for more than 8 checks).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-verbose=1" } */

int
deep (const int *a, int i, int b0, int b1, int b2, int b3, int b4, int b5,
      int b6, int b7, int b8, int b9)
{
  if (i < b0) if (i < b1) if (i < b2) if (i < b3) if (i < b4)
    if (i < b5) if (i < b6) if (i < b7) if (i < b8) if (i < b9)
      return a[i];			/* { dg-message "index mask" } */
  return 0;
}

/* { dg-final { scan-assembler-times "sbb" 10 { target x86 } } } */
/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler-times "csdb" 10 { target aarch64 } } } */
/* { dg-final { scan-assembler-not "dsb\\s+sy" { target aarch64 } } } */
