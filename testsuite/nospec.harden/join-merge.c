/* The in-bounds edge of the check joins a path without a check before
   the load (strict mode checks the index, lax mode does not): the mask
   reaches the load through a PHI at the join, all ones from the other
   path, instead of a fence.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

extern void note_strict (void);

int
lookup (const int *table, unsigned int i, unsigned int n, int strict)
{
  if (strict)
    {
      if (i >= n)
        return -1;
      note_strict ();
    }
  return table[i];
}

/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
/* { dg-final { scan-assembler-not "dsb\\s+sy" { target aarch64 } } } */
