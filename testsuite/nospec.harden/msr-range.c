/* Kernel shape (KVM MSR ranges): the index is a subtraction, msr - BASE,
   under a two-sided range check.  */
/* Harden mode (default arguments unless dg-options says otherwise): the
   protection must be in the assembly; the scans are at the end.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

#define MSR_BASE 0x200
#define NR_REGS 16

unsigned long regs[NR_REGS];

unsigned long
read_msr (unsigned int msr)
{
  if (msr >= MSR_BASE && msr < MSR_BASE + NR_REGS)
    return regs[msr - MSR_BASE];
  return 0;
}

/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
