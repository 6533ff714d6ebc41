/* A 1-based user value, arg - 1, hardened: plain C's results for 0, the
   valid range, N + 1 and values that wrap.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>

#define NSLOTS 8

int slots[NSLOTS];

__attribute__ ((noipa)) int
get_slot (unsigned int arg)
{
  if (arg == 0 || arg > NSLOTS)
    return -1;
  return slots[arg - 1];
}

int
main (void)
{
  unsigned int arg;
  int i;

  for (i = 0; i < NSLOTS; i++)
    slots[i] = 100 + i;
  for (arg = 0; arg < 32; arg++)
    if (get_slot (arg) != (arg >= 1 && arg <= NSLOTS ? (int) (99 + arg) : -1))
      abort ();
  if (get_slot (~0U) != -1 || get_slot (1U << 31) != -1)
    abort ();
  return 0;
}
