/* A switch guards loads with the index it dispatches on: each case edge
   is masked with "the index is one of the values that lead here" (one
   range test per run of adjacent case values), the default edge with
   "none of the others".  No fence.  The default edge bounds nothing from
   above, so the default model's one-sided rule leaves it alone;
   onesided=keep makes it a guard, which is what this test is about.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-verbose=1 -fplugin-arg-nospec-onesided=keep" } */

int tab[16];

int
dispatch (unsigned int x, int k)
{
  switch (x)
    {
    case 1:
      return tab[x];			/* { dg-message "index mask" } */
    case 3: case 4:
      return tab[x + 1] + k;		/* { dg-message "index mask" } */
    case 7 ... 9:
      return tab[x] * 3;		/* { dg-message "index mask" } */
    default:
      return tab[x] - 1;		/* { dg-message "index mask" } */
    }
}

/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
/* { dg-final { scan-assembler-not "dsb\\s+sy" { target aarch64 } } } */
