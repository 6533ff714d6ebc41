/* A __builtin_constant_p branch above a checked load is no guard of its
   own: the load gets the mask of its real check, not a barrier for a
   "flag out of a call" (the plugin's fence before it knew better).  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int table[64];

static inline int
get (long nr)
{
  return __builtin_constant_p (nr) ? table[3] : table[nr];
}

int
g (long nr)
{
  if (nr >= 64)
    return 0;
  return get (nr);
}

/* { dg-final { scan-assembler-times "sbb" 1 { target x86 } } } */
/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler-times "csdb" 1 { target aarch64 } } } */
/* { dg-final { scan-assembler-not "dsb\\s+sy" { target aarch64 } } } */
