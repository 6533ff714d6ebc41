/* The constant of `i + C' moves past the mask only where the element
   size is a constant: a row of a variable length array has the size
   the program computed (maybe the attacker's m), so C rows could be
   anywhere.  rows () masks each of its three row indexes (3 ANDs of
   one mask); fixed (), the same with a constant row size, one.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

void fill (void *, int);

int
rows (int n, int m, int i)
{
  short a[n][m];
  fill (a, n * m);
  if (i >= n - 2)
    return -1;
  return a[i][0] + a[i + 1][0] + a[i + 2][0];
}

int
fixed (int n, int i)
{
  short a[40][3];
  fill (a, n);
  if (i >= n)
    return -1;
  return a[i][0] + a[i + 1][0] + a[i + 2][0];
}

/* { dg-final { scan-assembler-times {\msbb\s} 2 { target x86 } } } */
/* { dg-final { scan-assembler-times {\mand[lq]?\s+%} 4 { target x86 } } } */
/* { dg-final { scan-assembler-not {lfence} { target x86 } } } */
/* { dg-final { scan-assembler-times {\mcsdb\M} 2 { target aarch64 } } } */
/* { dg-final { scan-assembler-times {\mand\s+[wx]\d+, [wx]\d+, [wx]\d+} 4 { target aarch64 } } } */
