/* call-flag-paranoid.c with call-checks=mask given explicitly: the key
   wins over policy=paranoid, and the call's check masks.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-policy=paranoid -fplugin-arg-nospec-call-checks=mask -fplugin-arg-nospec-verbose=1" } */
/* { dg-require-effective-target fence } */

extern int opaque_is_safe (unsigned int);
int tab[256];

int
by_opaque (unsigned int x)
{
  if (opaque_is_safe (x))
    return tab[x];	/* { dg-message "index mask" } */
  return 0;
}

/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler "sbb %r" { target x86 } } } */
/* { dg-final { scan-assembler-not "dsb\\s+sy" { target aarch64 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
