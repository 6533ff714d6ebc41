/* asm-common.h - the functions every asm-ARCH-1.c test compiles.

   Seven masks in all (array_index_mask_nospec, array_index_nospec and
   nospec_array_load use one each, nospec_load and nospec_ptr one per
   bound) and one barrier, in functions without any conditional branch
   of their own: the loads must stay branch-free.  */

#include "nospec.h"

unsigned long asm_mask (unsigned long i, unsigned long n);
unsigned long asm_index (unsigned long i, unsigned long n);
int asm_array (const int *a, unsigned long i, unsigned long n);
short asm_load (const short *p, const short *lo, const short *hi);
char *asm_ptr (char *p, char *lo, char *hi);
void asm_barrier (void);

unsigned long
asm_mask (unsigned long i, unsigned long n)
{
  return array_index_mask_nospec (i, n);
}

unsigned long
asm_index (unsigned long i, unsigned long n)
{
  return array_index_nospec (i, n);
}

int
asm_array (const int *a, unsigned long i, unsigned long n)
{
  return nospec_array_load (a, i, n);
}

short
asm_load (const short *p, const short *lo, const short *hi)
{
  return nospec_load (p, lo, hi);
}

char *
asm_ptr (char *p, char *lo, char *hi)
{
  return nospec_ptr (p, lo, hi);
}

void
asm_barrier (void)
{
  nospec_barrier ();
}
