/* Where the default strategy still needs a fence, the note says why: a
   comparison of floating-point values has no mask sequence, and, with
   call-checks=fence, a flag returned by a call may hide a branch inside
   the callee that the caller cannot mask.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-verbose=1 -fplugin-arg-nospec-call-checks=fence" } */
/* { dg-require-effective-target fence } */

extern int is_safe (unsigned int);
int tab[16];

int
by_double (double limit, const int *a, int i)
{
  if (i < limit)
    return a[i];	/* { dg-message "fence: a floating-point comparison" } */
  return 0;
}

int
by_flag (unsigned int x)
{
  if (is_safe (x))
    return tab[x];	/* { dg-message "fence: a flag out of a call" } */
  return 0;
}

/* { dg-final { scan-assembler-times "lfence" 2 { target x86 } } } */
/* { dg-final { scan-assembler-times "dsb\\s+sy" 2 { target aarch64 } } } */
