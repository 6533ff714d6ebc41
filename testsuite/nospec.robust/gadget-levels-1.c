/* The classic gadget, run at every optimisation level and with LTO
   (robust.exp runs it with -O0 -O1 -O2 -O3 -Os -Og and -O2 -flto): the
   hardened program computes what the plain one does.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-nospec-taint=all -fplugin-arg-nospec-checks=any" } */

unsigned int array1_size = 16;
unsigned char array1[16] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 };
unsigned char array2[256 * 512];
unsigned char temp;

__attribute__ ((noinline)) void
victim (unsigned long x)
{
  if (x < array1_size)
    temp &= array2[array1[x] * 512];
}

__attribute__ ((noinline)) int
sum_checked (const unsigned int *idx, int n)
{
  int s = 0;
  for (int k = 0; k < n; k++)
    if (idx[k] < array1_size)
      s += array1[idx[k]];
  return s;
}

int
main (void)
{
  static const unsigned int idx[] = { 0, 15, 16, 3, 1000, 7 };
  for (unsigned int i = 0; i < sizeof array2; i++)
    array2[i] = (unsigned char) (0xff ^ (i >> 9));
  temp = 0xff;
  for (unsigned long x = 0; x < 40; x++)
    victim (x);
  /* temp = 0xff & ~1 & ~2 ... over array1's values 1..16.  */
  unsigned char expected = 0xff;
  for (int v = 1; v <= 16; v++)
    expected &= (unsigned char) (0xff ^ v);
  if (temp != expected)
    return 1;
  return sum_checked (idx, 6) == 1 + 16 + 4 + 8 ? 0 : 2;
}
