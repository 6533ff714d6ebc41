/* A program built with the plugin runs and computes what it did without
   it (natively, or under qemu for a cross target).  */
/* { dg-do run } */
/* { dg-options "-O2" } */

static int table[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };

__attribute__ ((noinline)) static int
load_checked (unsigned int i)
{
  if (i < 8)
    return table[i];
  return -1;
}

int
main (void)
{
  int sum = 0;
  for (unsigned int i = 0; i < 12; i++)
    sum += load_checked (i);
  return sum == 36 - 4 ? 0 : 1;
}
