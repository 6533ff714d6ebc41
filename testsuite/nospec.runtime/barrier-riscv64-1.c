/* RISC-V has no speculation barrier ("fence" only orders memory), so
   nospec_barrier() refuses to compile unless NOSPEC_ALLOW_NO_BARRIER is
   defined, at -O2 too.  */
/* { dg-do compile { target riscv64 } } */
/* { dg-options "-O2 -ftrack-macro-expansion=0" } */

#include "nospec.h"

void
barrier_riscv64_1 (void)
{
  nospec_barrier (); /* { dg-error "nospec_barrier: this architecture has no speculation barrier" } */
}
