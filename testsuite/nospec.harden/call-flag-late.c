/* A check made by a call.  One that only IPA inlining brings in (early
   inlining is off here): the first pass instance leaves a pending fence;
   the second finds the checks inlined into a flag ("return x < limit &&
   x < 256" becomes a PHI of 0 and 1) and masks with them and with the
   flag, so no fence stays.  One that stays a call gets a fence
   (call-checks=fence, the default), for a branch inside the callee.
   call-flag-mask.c is the same code with call-checks=mask.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-early-inlining -fplugin-arg-nospec-verbose=1" } */
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
    return tab[x];	/* { dg-message "fence: a flag out of a call" } */
  return 0;
}

/* One fence, by_opaque's; by_inlined has the masks of limit and 256.  */
/* { dg-final { scan-assembler-times "lfence" 1 { target x86 } } } */
/* { dg-final { scan-assembler {cmp \$256, %[re]} { target x86 } } } */
/* { dg-final { scan-assembler-times "dsb\\s+sy" 1 { target aarch64 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
