/* A check written with __builtin_expect (the likely/unlikely macros of
   the kernel, xz, pcre2...) is a check on the index: masked, not fenced
   as if the condition came out of an unknown call; and masked from the
   comparison's own operands, not from the flag likely () makes of it
   (no setcc and compare of the flag against 1: expect-check-run.c runs
   the shapes).  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

#define likely(x) __builtin_expect (!!(x), 1)
#define unlikely(x) __builtin_expect (!!(x), 0)

int
get (const int *table, unsigned long i, unsigned long n)
{
  if (likely (i < n))
    return table[i];
  return 0;
}

int
get2 (const int *table, unsigned long i, unsigned long n)
{
  if (unlikely (i >= n))
    return -1;
  return table[i];
}

/* { dg-final { scan-assembler-times "sbb" 2 { target x86 } } } */
/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler-not "\\sset\[a-z\]+\\s" { target x86 } } } */
/* { dg-final { scan-assembler-times "csdb" 2 { target aarch64 } } } */
/* { dg-final { scan-assembler-not "dsb\\s+sy" { target aarch64 } } } */
/* { dg-final { scan-assembler-not "\\scset\\s" { target aarch64 } } } */
