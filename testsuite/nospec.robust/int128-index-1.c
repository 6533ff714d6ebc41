/* __int128 indices, signed and unsigned, in the check and the load.  */
/* { dg-do run } */
/* { dg-require-effective-target lp64 } */
/* { dg-options "-O2 -fplugin-arg-nospec-taint=all -fplugin-arg-nospec-checks=any" } */

static long table[64];

__attribute__ ((noinline)) long
load_u128 (unsigned __int128 i)
{
  if (i < 64)
    return table[i];
  return -1;
}

__attribute__ ((noinline)) long
load_s128 (__int128 i)
{
  if (i >= 0 && i < 64)
    return table[i];
  return -2;
}

int
main (void)
{
  long sum = 0;
  for (int k = 0; k < 64; k++)
    table[k] = k;
  for (int k = 0; k < 64; k++)
    sum += load_u128 ((unsigned __int128) k) + load_s128 ((__int128) k);
  if (sum != 2 * (63 * 64 / 2))
    return 1;
  if (load_u128 (((unsigned __int128) 1 << 64) + 3) != -1)
    return 2;
  if (load_s128 (-((__int128) 1 << 70)) != -2 || load_s128 ((__int128) 1 << 100) != -2)
    return 3;
  return 0;
}
