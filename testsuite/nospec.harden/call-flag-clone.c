/* A pending fence whose site the second instance no longer sees stays a
   fence.  is_safe has a body here, so the first instance leaves get's
   load to the second (IPA might inline it; the -fno-inline-* options keep it a
   call).  IPA-CP then makes a local clone of get, get.constprop, where x
   is no longer a public function's parameter and so not attacker data:
   the fence the first instance left before cloning must not go away
   there.  The public get, where the second instance finds the load
   again, gets its own fence (the call stays a call).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-inline-small-functions -fno-inline-functions-called-once -fno-inline-functions -fipa-cp-clone -fplugin-arg-nospec-verbose=1" } */
/* { dg-require-effective-target fence } */

int tab[256];
unsigned int limit;

static int
is_safe (unsigned int x)
{
  return x < limit;
}

__attribute__ ((noinline)) int
get (unsigned int x, int scale)
{
  int v = 0;
  for (int k = 0; k < scale; k++)
    v += k * scale;
  if (is_safe (x))
    return tab[x] * scale + v;	/* { dg-message "fence: a check by a call, its load not seen again after IPA" } */
  return 0;
}

int
user (unsigned int x)
{
  return get (x, 5) + get (x + 7, 5);
}

/* { dg-final { scan-assembler "get\\.constprop" } } */
/* { dg-final { scan-assembler-times "lfence" 2 { target x86 } } } */
/* { dg-final { scan-assembler-times "dsb\\s+sy" 2 { target aarch64 } } } */
