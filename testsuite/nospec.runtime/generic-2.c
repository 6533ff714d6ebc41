/* The generic C fallback, chosen explicitly with NOSPEC_GENERIC_UNSAFE
   on an architecture nospec.h does not know (simulated by undefining
   every architecture macro), computes the same values as the real
   sequences.  It gives no protection under speculation, but it must not
   be wrong either: the seeds' generic nospec_load accepted ptr == hi.  */
/* { dg-do run } */
/* { dg-options "-O2 -Wall -Wextra" } */

#include "check.h"
#include <sys/mman.h>
#include <unistd.h>
#undef __x86_64__
#undef __i386__
#undef __aarch64__
#undef __arm__
#undef __powerpc64__
#undef __riscv
#undef __s390x__
#define NOSPEC_GENERIC_UNSAFE 1
#define NOSPEC_ALLOW_NO_BARRIER 1
#include "nospec.h"

#if !defined(NOSPEC_GENERIC) || NOSPEC_HAVE_FENCE
# error "the generic fallback was not selected"
#endif

#include "run-all.h"
