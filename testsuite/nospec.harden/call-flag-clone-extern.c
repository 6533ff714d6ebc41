/* call-flag-clone.c with is_safe in another file and call-checks=mask:
   IPA cannot inline is_safe, so the first instance leaves nothing to the
   second and masks get's load from the call's flag right away; the
   IPA-CP clone inherits the mask, and no pending fence is left to stay
   in the clone.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-inline-small-functions -fno-inline-functions-called-once -fno-inline-functions -fipa-cp-clone -fplugin-arg-nospec-verbose=1 -fplugin-arg-nospec-call-checks=mask" } */
/* { dg-require-effective-target fence } */

int tab[256];
extern int is_safe (unsigned int x);

__attribute__ ((noinline)) int
get (unsigned int x, int scale)
{
  int v = 0;
  for (int k = 0; k < scale; k++)
    v += k * scale;
  if (is_safe (x))
    return tab[x] * scale + v;	/* { dg-message "index mask" } */
  return 0;
}

int
user (unsigned int x)
{
  return get (x, 5) + get (x + 7, 5);
}

/* { dg-final { scan-assembler "get\\.constprop" } } */
/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler-times "sbb" 2 { target x86 } } } */
/* { dg-final { scan-assembler-not "dsb\\s+sy" { target aarch64 } } } */
