/* At -O0 a check's mask is computed right before the load it protects
   (the check's edge dominates it), not before the branch: fewer values
   live across the branch for GCC's -O0 register allocator, whose time
   grew with them (bench/RESULTS.md, compile time).  On x86 the sbb of
   the mask comes after the check's jump.  */
/* { dg-do compile { target x86 } } */
/* { dg-options "-O0" } */

int a[16];

int
f (unsigned int x)
{
  if (x < 16)
    return a[x];
  return 0;
}

/* { dg-final { scan-assembler-times "sbb" 1 } } */
/* { dg-final { scan-assembler "\\tj\[a-z\]+\\t\\.L\[0-9\]+\\n(?:\[^\\n\]*\\n)*?\[^\\n\]*sbb" } } */
