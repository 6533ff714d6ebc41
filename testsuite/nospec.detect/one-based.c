/* Kernel shape: a 1-based value from user space; 0 and values above N are
   rejected, then t[arg - 1] is loaded.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

#define NSLOTS 8

int slots[NSLOTS];

int
get_slot (unsigned int arg)
{
  if (arg == 0 || arg > NSLOTS)			/* { dg-message "bounds check" } */
    return -1;
  return slots[arg - 1];			/* { dg-warning "speculative load from 'slots'" } */
}
