/* The check reads a value merged from two paths (a state machine's
   position: resumed, or started afresh) while the load uses one of the
   merged values.  The merged value is data, so the check is masked, not
   fenced as if it came out of a call.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int
resume (const int *table, unsigned int saved, unsigned int n, int fresh)
{
  unsigned int pos = fresh ? 0 : saved;
  if (pos < n)
    return table[saved];
  return -1;
}

/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
/* { dg-final { scan-assembler-not "dsb\\s+sy" { target aarch64 } } } */
