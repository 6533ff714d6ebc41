/* nospec.h - keep bounds checks respected under speculation (Spectre v1).

   The hand-written half of nospec: the same protection the nospec GCC
   plugin inserts automatically, for code that wants to place it itself.

     nospec_ptr (ptr, lo, hi)          ptr if lo <= ptr < hi, else NULL
     nospec_load (ptr, lo, hi)         *ptr if lo <= ptr < hi, else 0
     nospec_array_load (arr, idx, sz)  arr[idx] if idx < sz, else 0
     array_index_mask_nospec (idx, sz) ~0UL if idx < sz, else 0
     array_index_nospec (idx, sz)      idx if idx < sz, else 0
     nospec_barrier ()                 stop speculation here (where the
                                       architecture has a barrier)

   Intervals are half-open: lo is included, hi is not; an empty or
   inverted interval (hi <= lo) contains nothing.  Indices and sizes are
   compared as unsigned long, so a negative index is out of range (and a
   negative size is huge: pass sizes that are really sizes).

   Every result also holds while the processor speculates past a
   mispredicted bounds check: the comparison is turned into an all-ones or
   all-zero mask by instructions whose outcome the processor does not
   predict (runtime/nospec/ARCH.h holds each architecture's sequence), and
   the mask is applied to the address before anything is loaded.  The
   loads are branch-free: an out-of-range nospec_load or nospec_array_load
   reads a static zero object instead of the requested element, so no
   value from outside [lo, hi) reaches later instructions, not even
   transiently.

   Each macro argument is evaluated exactly once.  Indices, sizes and
   bounds must fit in an unsigned long (a wider index, e.g. a 64-bit one on
   a 32-bit target, is a compile-time error rather than a silent
   truncation).  Elements may be of any complete object type that can be
   copied: integers of every width, floating point, pointers, structs.

   Example:

     if (fd < fdt->max_fds)
       file = fdt->fd[array_index_nospec (fd, fdt->max_fds)];

   Supported: x86-64, i686, AArch64, 32-bit Arm (ARMv7-A and later),
   64-bit POWER (ppc64le, ppc64), riscv64, s390x.  Anything else stops the
   build unless NOSPEC_GENERIC_UNSAFE is defined, which selects a C
   fallback that computes the right values but gives NO guarantee under
   speculation.  RISC-V has no speculation barrier: nospec_barrier() fails
   to compile there unless NOSPEC_ALLOW_NO_BARRIER is defined, and then
   only orders memory.

   Works with GCC and Clang in C (-std=gnu99, c99 and later, also with
   -pedantic) and C++ (C++11 and later).  doc/speculation.md explains when
   to use which macro.  */

#ifndef NOSPEC_H
#define NOSPEC_H

#define NOSPEC_VERSION_MAJOR 0
#define NOSPEC_VERSION_MINOR 1

#if defined(__x86_64__) || defined(__i386__)
# include "nospec/x86.h"
#elif defined(__aarch64__)
# include "nospec/aarch64.h"
#elif defined(__arm__) && defined(__ARM_ARCH) && __ARM_ARCH >= 7 \
      && defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'A'
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

/* The constraint of the mask's bound operand: a register unless the
   architecture's compare also takes an immediate there.  */
#ifndef NOSPEC_ASM_MASK_B
# define NOSPEC_ASM_MASK_B "r"
#endif

/* The masks work on unsigned long, which must hold a pointer.  */
#if defined(__SIZEOF_POINTER__) && defined(__SIZEOF_LONG__) \
    && __SIZEOF_POINTER__ != __SIZEOF_LONG__
# error "nospec.h: unsigned long is narrower than a pointer on this target"
#endif

/* Helpers (names ending in "_" are internal).  Every local variable gets
   a name made unique with __COUNTER__, so the macros nest (an index that
   is itself a nospec_array_load, say) without shadowing one another, and
   every argument is evaluated exactly once, before anything else.  */
#ifdef __cplusplus
# define NOSPEC_AUTO_ auto
# define NOSPEC_STATIC_ASSERT_(cond, msg) static_assert (cond, msg)
# define NOSPEC_ZERO_INIT_ {}
#else
# define NOSPEC_AUTO_ __auto_type
# define NOSPEC_STATIC_ASSERT_(cond, msg) \
  __extension__ _Static_assert (cond, msg)
# define NOSPEC_ZERO_INIT_ {0}
#endif
#define NOSPEC_CAT2_(x, y) x##y
#define NOSPEC_CAT_(x, y) NOSPEC_CAT2_ (x, y)
#define NOSPEC_ID_(name) NOSPEC_CAT_ (nospec_##name##_, __COUNTER__)

/* Refuse an index, size or bound wider than unsigned long: it would be
   truncated before the comparison.  VAR is not evaluated.  */
#define NOSPEC_WORD_CHECK_(var)                                         \
  NOSPEC_STATIC_ASSERT_ (sizeof (var) <= sizeof (unsigned long),        \
                         "nospec.h: index, size or bound wider than unsigned long")

/* ~0UL when LHS < RHS (as unsigned long), 0 otherwise, computed by the
   architecture's branch-free sequence.  The asm is volatile and its
   output opaque: the compiler can neither turn it back into a branch nor
   assume anything about the mask.  The operands must stay [m], [a], [b]
   in this order (the plugin recognises these statements by their text,
   see plugin/sequences.cc); the price is that a user macro named m, a or
   b defined before this header breaks it.  */
#define nospec_mask_ltu_(lhs, rhs) \
  nospec_mask_ltu_1_ (lhs, rhs, NOSPEC_ID_ (mask))
#if defined(NOSPEC_GENERIC)
# define nospec_mask_ltu_1_(lhs, rhs, mask)                             \
  __extension__ ({                                                      \
    unsigned long mask                                                  \
      = 0UL - (unsigned long) ((unsigned long) (lhs)                    \
                               < (unsigned long) (rhs));                \
    __asm__ __volatile__ ("" : "+r" (mask));                            \
    mask;                                                               \
  })
#elif defined(NOSPEC_ASM_MASK_INIT_ONES) && NOSPEC_ASM_MASK_INIT_ONES
# define nospec_mask_ltu_1_(lhs, rhs, mask)                             \
  __extension__ ({                                                      \
    unsigned long mask = ~0UL;                                          \
    __asm__ __volatile__ (NOSPEC_ASM_MASK_LTU                           \
                          : [m] "+r" (mask)                             \
                          : [a] "r" ((unsigned long) (lhs)),            \
                            [b] NOSPEC_ASM_MASK_B ((unsigned long) (rhs)) \
                          : "cc");                                      \
    mask;                                                               \
  })
#else
# define nospec_mask_ltu_1_(lhs, rhs, mask)                             \
  __extension__ ({                                                      \
    unsigned long mask;                                                 \
    __asm__ __volatile__ (NOSPEC_ASM_MASK_LTU                           \
                          : [m] "=&r" (mask)                            \
                          : [a] "r" ((unsigned long) (lhs)),            \
                            [b] NOSPEC_ASM_MASK_B ((unsigned long) (rhs)) \
                          : "cc");                                      \
    mask;                                                               \
  })
#endif

/* ~0UL when LO <= V < HI, 0 otherwise: one mask per bound, so an empty or
   inverted interval gives 0 for every V.  */
#define nospec_range_mask_(v, lo, hi) \
  (nospec_mask_ltu_ ((v), (hi)) & ~nospec_mask_ltu_ ((v), (lo)))

/* The address V (an unsigned long) when MASK is all ones, the address of
   Z when MASK is zero: bitwise operations only, nothing to predict.  */
#define nospec_select_(mask, v, z) \
  (((v) & (mask)) | ((unsigned long) (z) & ~(mask)))

/* ~0UL if IDX < SZ, else 0.  */
#define array_index_mask_nospec(idx, sz) \
  nospec_index_mask_1_ (idx, sz, NOSPEC_ID_ (i), NOSPEC_ID_ (s))
#define nospec_index_mask_1_(idx, sz, i, s)                             \
  __extension__ ({                                                      \
    NOSPEC_AUTO_ i = (idx) + 0;                                         \
    NOSPEC_AUTO_ s = (sz) + 0;                                          \
    NOSPEC_WORD_CHECK_ (i);                                             \
    NOSPEC_WORD_CHECK_ (s);                                             \
    nospec_mask_ltu_ (i, s);                                            \
  })

/* IDX if IDX < SZ, else 0, in the (promoted) type of IDX.  */
#define array_index_nospec(idx, sz) \
  nospec_index_1_ (idx, sz, NOSPEC_ID_ (i), NOSPEC_ID_ (s))
#define nospec_index_1_(idx, sz, i, s)                                  \
  __extension__ ({                                                      \
    NOSPEC_AUTO_ i = (idx) + 0;                                         \
    NOSPEC_AUTO_ s = (sz) + 0;                                          \
    NOSPEC_WORD_CHECK_ (i);                                             \
    NOSPEC_WORD_CHECK_ (s);                                             \
    (__typeof__ (i)) ((unsigned long) i & nospec_mask_ltu_ (i, s));     \
  })

/* PTR if LO <= PTR < HI, else NULL.  Do not compare the result with PTR
   afterwards: where they compare equal the compiler may use PTR, which is
   not sanitized, in place of the result.  */
#define nospec_ptr(ptr, lo, hi) \
  nospec_ptr_1_ (ptr, lo, hi, NOSPEC_ID_ (p), NOSPEC_ID_ (l), NOSPEC_ID_ (h))
#define nospec_ptr_1_(ptr, lo, hi, p, l, h)                             \
  __extension__ ({                                                      \
    NOSPEC_AUTO_ p = (ptr);                                             \
    NOSPEC_AUTO_ l = (lo);                                              \
    NOSPEC_AUTO_ h = (hi);                                              \
    NOSPEC_WORD_CHECK_ (l);                                             \
    NOSPEC_WORD_CHECK_ (h);                                             \
    (__typeof__ (p)) ((unsigned long) p                                 \
                      & nospec_range_mask_ ((unsigned long) p,          \
                                            (unsigned long) l,          \
                                            (unsigned long) h));        \
  })

/* *PTR if LO <= PTR < HI, else 0.  The load goes through the sanitized
   address only: an out-of-range PTR is replaced by the address of a
   static zero object of the element type, so nothing outside [lo, hi) is
   read, not even under speculation, and no branch is involved.  */
#define nospec_load(ptr, lo, hi)                                        \
  nospec_load_1_ (ptr, lo, hi, NOSPEC_ID_ (p), NOSPEC_ID_ (l),          \
                  NOSPEC_ID_ (h), NOSPEC_ID_ (m), NOSPEC_ID_ (z))
#define nospec_load_1_(ptr, lo, hi, p, l, h, m, z)                      \
  __extension__ ({                                                      \
    NOSPEC_AUTO_ p = (ptr);                                             \
    NOSPEC_AUTO_ l = (lo);                                              \
    NOSPEC_AUTO_ h = (hi);                                              \
    NOSPEC_WORD_CHECK_ (l);                                             \
    NOSPEC_WORD_CHECK_ (h);                                             \
    unsigned long m = nospec_range_mask_ ((unsigned long) p,            \
                                          (unsigned long) l,            \
                                          (unsigned long) h);           \
    static const __typeof__ (*p) z = NOSPEC_ZERO_INIT_;                 \
    *(__typeof__ (p)) nospec_select_ (m, (unsigned long) p, &z);        \
  })

/* ARR[IDX] if IDX < SZ, else 0.  The index is masked first, so the
   address is computed from an in-range index or from 0, never from an
   arbitrary one; then the address is replaced by the zero object's when
   out of range, so not even element 0 of an empty array is read.  */
#define nospec_array_load(arr, idx, sz)                                 \
  nospec_array_load_1_ (arr, idx, sz, NOSPEC_ID_ (b), NOSPEC_ID_ (i),   \
                        NOSPEC_ID_ (s), NOSPEC_ID_ (m), NOSPEC_ID_ (z))
#define nospec_array_load_1_(arr, idx, sz, b, i, s, m, z)               \
  __extension__ ({                                                      \
    NOSPEC_AUTO_ b = &(arr)[0];                                         \
    NOSPEC_AUTO_ i = (idx) + 0;                                         \
    NOSPEC_AUTO_ s = (sz) + 0;                                          \
    NOSPEC_WORD_CHECK_ (i);                                             \
    NOSPEC_WORD_CHECK_ (s);                                             \
    unsigned long m = nospec_mask_ltu_ (i, s);                          \
    static const __typeof__ (*b) z = NOSPEC_ZERO_INIT_;                 \
    *(__typeof__ (b)) nospec_select_ (                                  \
      m, (unsigned long) (b + ((unsigned long) i & m)), &z);            \
  })

/* A speculation barrier: no later instruction executes, not even
   speculatively, before every earlier one has completed.  */
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
