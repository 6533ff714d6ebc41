/* Writing LTO bytecode, the first instance does not leave fences for the
   second to decide: a link without the plugin would finish the code, so
   the bytecode must carry the fence (call-flag-late.c is the same code
   without -flto, where the fence goes away).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-early-inlining -flto -ffat-lto-objects -fplugin-arg-nospec-call-checks=fence" } */
/* { dg-require-effective-target fence } */

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
    return tab[x];
  return 0;
}

/* { dg-final { scan-assembler-times "\\tlfence" 1 { target x86 } } } */
/* { dg-final { scan-assembler-times "\\tdsb\\s+sy" 1 { target aarch64 } } } */
