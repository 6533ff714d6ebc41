/* Kernel shape: a signed index checked on both sides, i < 0 || i >= n.  */
/* Harden mode (default arguments unless dg-options says otherwise): the
   protection must be in the assembly; the scans are at the end.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int values[64];

int
get_value (int i, int n)
{
  if (i < 0 || i >= n)
    return -1;
  return values[i];
}

/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
