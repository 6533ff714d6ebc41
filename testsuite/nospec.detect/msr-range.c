/* Kernel shape (KVM MSR ranges): the index is a subtraction, msr - BASE,
   under a two-sided range check.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

#define MSR_BASE 0x200
#define NR_REGS 16

unsigned long regs[NR_REGS];

unsigned long
read_msr (unsigned int msr)
{
  if (msr >= MSR_BASE && msr < MSR_BASE + NR_REGS)	/* { dg-message "bounds check" } */
    return regs[msr - MSR_BASE];			/* { dg-warning "speculative load from 'regs'" } */
  return 0;
}
