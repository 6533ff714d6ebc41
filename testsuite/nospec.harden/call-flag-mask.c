/* call-flag-late.c with call-checks=mask: the check that IPA inlining
   brings in is masked with its own checks, as by default; the call that
   stays a call is masked from the caller's comparison of its flag
   instead of fenced (which does not cover a branch inside the callee).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-early-inlining -fplugin-arg-nospec-verbose=1 -fplugin-arg-nospec-call-checks=mask" } */
/* { dg-require-effective-target fence } */

extern int opaque_is_safe (unsigned int);
int tab[256];
int limit;

static int
is_safe (unsigned int x)
{
  return x < (unsigned int) limit && x < 256;
}

int
by_inlined (unsigned int x)
{
  if (is_safe (x))
    return tab[x];	/* { dg-message "hardened load with index 'x' \\(index mask\\)" } */
  return 0;
}

int
by_opaque (unsigned int x)
{
  if (opaque_is_safe (x))
    return tab[x];	/* { dg-message "hardened load with index 'x' \\(index mask\\)" } */
  return 0;
}

/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler {cmp \$256, %[re]} { target x86 } } } */
/* { dg-final { scan-assembler-not "dsb\\s+sy" { target aarch64 } } } */
