/* nospec.h - keep bounds checks respected under speculation (Spectre v1).

   The hand-written half of nospec: the same protection the nospec GCC
   plugin inserts automatically, for code that wants to place it itself.

     nospec_ptr (ptr, lo, hi)        ptr if lo <= ptr < hi, else NULL
     nospec_load (ptr, lo, hi)       *ptr if lo <= ptr < hi, else 0
     nospec_array_load (arr, idx, sz) arr[idx] if 0 <= idx < sz, else 0
     array_index_mask_nospec (idx, sz) ~0UL if idx < sz (unsigned), else 0
     array_index_nospec (idx, sz)    idx if idx < sz (unsigned), else 0
     nospec_barrier ()               stop speculation here (where the
                                     architecture has a barrier)

   Every result holds under speculation too: the comparison is turned into
   a mask by instructions whose result the processor does not predict (see
   runtime/nospec/ARCH.h for each architecture's sequence), so a load that
   uses the result cannot reach outside the range even while the branch
   that guarded it is mispredicted.  Each macro argument is evaluated once.
   Intervals are half-open: hi is excluded.  Indices are compared as
   unsigned, so a negative index is out of range.

   Example:

     if (fd < fdt->max_fds)
       file = fdt->fd[array_index_nospec (fd, fdt->max_fds)];

   Supported: x86-64, i686, AArch64, 32-bit Arm (ARMv7-A), ppc64le (and
   other 64-bit POWER), riscv64, s390x.  Anything else stops the build
   unless NOSPEC_GENERIC_UNSAFE is defined, which selects a C fallback that
   gives no guarantee.  RISC-V has no speculation barrier: nospec_barrier()
   fails to compile there unless NOSPEC_ALLOW_NO_BARRIER is defined.

   Works in C (gnu99 and later) and C++ with GCC and Clang.  */

#ifndef NOSPEC_H
#define NOSPEC_H

#define NOSPEC_VERSION_MAJOR 0
#define NOSPEC_VERSION_MINOR 1

#if defined(__x86_64__) || defined(__i386__)
# include "nospec/x86.h"
#elif defined(__aarch64__)
# include "nospec/aarch64.h"
#elif defined(__arm__)
# include "nospec/arm.h"
#elif defined(__powerpc64__)
# include "nospec/ppc64.h"
#elif defined(__riscv) && defined(__riscv_xlen) && __riscv_xlen == 64
# include "nospec/riscv64.h"
#elif defined(__s390x__)
# include "nospec/s390x.h"
#elif defined(NOSPEC_GENERIC_UNSAFE)
# include "nospec/generic.h"
#else
# error "nospec.h: no speculation-safe sequence is known for this architecture; define NOSPEC_GENERIC_UNSAFE to accept a C fallback that gives no protection"
#endif

/* Fails to compile (a negative array size) when EXPR is wider than a
   machine word: the masks work on unsigned long.  */
#define NOSPEC_WORD_CHECK_(expr) \
  ((void) sizeof (char[sizeof (expr) <= sizeof (unsigned long) ? 1 : -1]))

/* ~0UL when A < B (unsigned), 0 otherwise, without a predictable branch.  */
static __inline__ __attribute__ ((__always_inline__, __unused__)) unsigned long
nospec_mask_ltu_ (unsigned long a, unsigned long b)
{
  unsigned long m;
#if defined(NOSPEC_GENERIC)
  m = -(unsigned long) (a < b);
  __asm__ __volatile__ ("" : "+r" (m));
#elif NOSPEC_ASM_MASK_INIT_ONES
  m = ~0UL;
  __asm__ __volatile__ (NOSPEC_ASM_MASK_LTU
                        : [m] "+r" (m)
                        : [a] "r" (a), [b] "r" (b)
                        : "cc");
#else
  __asm__ __volatile__ (NOSPEC_ASM_MASK_LTU
                        : [m] "=&r" (m)
                        : [a] "r" (a), [b] "r" (b)
                        : "cc");
#endif
  return m;
}

#define array_index_mask_nospec(idx, sz) \
  nospec_mask_ltu_ ((unsigned long) (idx), (unsigned long) (sz))

#define array_index_nospec(idx, sz)                                      \
  __extension__ ({                                                       \
    __typeof__ (idx) nospec_ai_ = (idx);                                 \
    unsigned long nospec_am_;                                            \
    NOSPEC_WORD_CHECK_ (nospec_ai_);                                     \
    nospec_am_ = array_index_mask_nospec (nospec_ai_, (sz));             \
    (__typeof__ (nospec_ai_)) ((unsigned long) nospec_ai_ & nospec_am_); \
  })

/* Both bounds are tested with their own mask, so an empty or inverted
   interval (hi <= lo) holds nothing, as the RFC's generic version said.  */
#define nospec_ptr(ptr, lo, hi)                                          \
  __extension__ ({                                                       \
    __typeof__ (ptr) nospec_pp_ = (ptr);                                 \
    unsigned long nospec_plo_ = (unsigned long) (lo);                    \
    unsigned long nospec_phi_ = (unsigned long) (hi);                    \
    unsigned long nospec_pv_ = (unsigned long) nospec_pp_;               \
    (__typeof__ (nospec_pp_)) (nospec_pv_                                \
      & nospec_mask_ltu_ (nospec_pv_, nospec_phi_)                       \
      & ~nospec_mask_ltu_ (nospec_pv_, nospec_plo_));                    \
  })

/* The load happens only through the sanitized pointer: under speculation
   an out-of-range PTR becomes NULL, so nothing outside [lo, hi) is read,
   not even transiently.  */
#define nospec_load(ptr, lo, hi)                                         \
  __extension__ ({                                                       \
    __typeof__ (ptr) nospec_lp_ = nospec_ptr ((ptr), (lo), (hi));        \
    nospec_lp_ ? *nospec_lp_ : (__typeof__ (*nospec_lp_)) 0;             \
  })

#define nospec_array_load(arr, idx, sz)                                  \
  __extension__ ({                                                       \
    __typeof__ (&(arr)[0]) nospec_aa_ = &(arr)[0];                       \
    __typeof__ (idx) nospec_ax_ = (idx);                                 \
    unsigned long nospec_am2_;                                           \
    NOSPEC_WORD_CHECK_ (nospec_ax_);                                     \
    nospec_am2_ = array_index_mask_nospec (nospec_ax_, (sz));            \
    nospec_am2_                                                          \
      ? nospec_aa_[(unsigned long) nospec_ax_ & nospec_am2_]             \
      : (__typeof__ (nospec_aa_[0])) 0;                                  \
  })

#if NOSPEC_HAVE_FENCE
# define nospec_barrier() __asm__ __volatile__ (NOSPEC_ASM_FENCE ::: "memory")
#elif defined(NOSPEC_ALLOW_NO_BARRIER)
/* No speculation barrier exists here: this orders memory and nothing more. */
# define nospec_barrier() __asm__ __volatile__ ("" ::: "memory")
#else
extern void nospec_no_barrier_on_this_architecture_ (void)
  __attribute__ ((__error__ ("nospec_barrier: this architecture has no "
                             "speculation barrier; use array_index_nospec "
                             "or define NOSPEC_ALLOW_NO_BARRIER")));
# define nospec_barrier() nospec_no_barrier_on_this_architecture_ ()
#endif

#endif /* NOSPEC_H */
