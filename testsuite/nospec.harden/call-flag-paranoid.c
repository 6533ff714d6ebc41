/* policy=paranoid implies call-checks=fence: a check made by a call that
   stays a call gets a fence; call-checks=mask given explicitly wins over
   the policy (call-flag-paranoid-mask.c).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-policy=paranoid -fplugin-arg-nospec-verbose=1" } */
/* { dg-require-effective-target fence } */

extern int opaque_is_safe (unsigned int);
int tab[256];

int
by_opaque (unsigned int x)
{
  if (opaque_is_safe (x))
    return tab[x];	/* { dg-message "fence: a flag out of a call" } */
  return 0;
}

/* { dg-final { scan-assembler-times "lfence" 1 { target x86 } } } */
/* { dg-final { scan-assembler-times "dsb\\s+sy" 1 { target aarch64 } } } */
