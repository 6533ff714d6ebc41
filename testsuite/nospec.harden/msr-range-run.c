/* Subtraction-derived index msr - BASE, hardened: plain C's results below,
   inside and above the range.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>

#define MSR_BASE 0x200
#define NR_REGS 16

unsigned long regs[NR_REGS];

__attribute__ ((noipa)) unsigned long
read_msr (unsigned int msr)
{
  if (msr >= MSR_BASE && msr < MSR_BASE + NR_REGS)
    return regs[msr - MSR_BASE];
  return 0;
}

int
main (void)
{
  unsigned int msr;
  int i;

  for (i = 0; i < NR_REGS; i++)
    regs[i] = 0x1000UL + i * 3UL;
  for (msr = 0; msr < 0x400; msr++)
    {
      unsigned long want = 0;
      if (msr >= MSR_BASE && msr < MSR_BASE + NR_REGS)
	want = 0x1000UL + (msr - MSR_BASE) * 3UL;
      if (read_msr (msr) != want)
	abort ();
    }
  if (read_msr (~0U) != 0 || read_msr (MSR_BASE - 1) != 0)
    abort ();
  return 0;
}
