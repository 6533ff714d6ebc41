/* Kernel shape: a 1-based value from user space; 0 and values above N are
   rejected, then t[arg - 1] is loaded.  */
/* Harden mode (default arguments unless dg-options says otherwise): the
   protection must be in the assembly; the scans are at the end.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

#define NSLOTS 8

int slots[NSLOTS];

int
get_slot (unsigned int arg)
{
  if (arg == 0 || arg > NSLOTS)
    return -1;
  return slots[arg - 1];
}

/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
