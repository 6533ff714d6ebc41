/* On an architecture nospec.h has no sequence for, including it stops
   the build unless NOSPEC_GENERIC_UNSAFE is defined: the seeds' generic
   fallback compiled silently and claimed a protection it did not give.
   The unknown architecture is simulated by undefining every
   architecture macro nospec.h tests.  */
/* { dg-do compile } */
/* { dg-options "-O2 -Wall -Wextra" } */

#undef __x86_64__
#undef __i386__
#undef __aarch64__
#undef __arm__
#undef __powerpc64__
#undef __riscv
#undef __s390x__
#include "nospec.h"
/* { dg-error "no speculation-safe sequence is known for this architecture; define NOSPEC_GENERIC_UNSAFE" "" { target *-*-* } 0 } */

int generic_1_unused;
