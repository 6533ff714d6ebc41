/* The generic fallback has no speculation barrier: nospec_barrier()
   refuses to compile there unless NOSPEC_ALLOW_NO_BARRIER is defined.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ftrack-macro-expansion=0" } */

#undef __x86_64__
#undef __i386__
#undef __aarch64__
#undef __arm__
#undef __powerpc64__
#undef __riscv
#undef __s390x__
#define NOSPEC_GENERIC_UNSAFE 1
#include "nospec.h"

void
generic_3 (void)
{
  nospec_barrier (); /* { dg-error "nospec_barrier: this architecture has no speculation barrier" } */
}
