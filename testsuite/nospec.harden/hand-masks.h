/* Index masks and barriers written by hand, in the shapes the Linux
   kernel uses on each architecture the suite covers (our own
   equivalents, written for these tests: plugin/handmask.cc says what the
   plugin recognizes).  Used by nospec.detect/olevel-hand-*.c (audit:
   no warning where they protect, a warning where the same code goes
   without them) and nospec.harden/nogadget-hand-*.c (harden: the
   assembly is the one a build without the plugin gives).

   hand_generic_mask (i, n)  ~0UL if i < n, else 0: the sign of
                             i | (n - 1 - i), spread over the word, from
                             a copy of i the optimizers cannot see
                             through (the kernel's generic C mask)
   hand_arch_mask (i, n)     the same from the architecture's asm: x86
                             cmp/sbb, AArch64 cmp/sbc then csdb, Arm
                             cmp/sbc/csdb, s390 clgr/slbgr; POWER and
                             RISC-V use the generic mask, as Linux does
   hand_index_nospec (i, n)  i if i < n, else 0, in the type of i: the
                             kernel's array_index_nospec with
                             hand_arch_mask (..._generic: with the
                             generic one)
   hand_barrier ()           a speculation barrier written by hand: x86
                             lfence in an alternative-style text,
                             AArch64 and Arm dsb + isb (none elsewhere:
                             HAND_HAVE_BARRIER is 0)  */

#ifndef HAND_MASKS_H
#define HAND_MASKS_H

#define HAND_BITS_PER_LONG (8 * (int) sizeof (long))

/* The optimizers may assume anything about VAR afterwards.  */
#define HAND_HIDE_VAR(var) __asm__ ("" : "=r" (var) : "0" (var))

static inline unsigned long
hand_generic_mask (unsigned long index, unsigned long size)
{
  HAND_HIDE_VAR (index);
  return ~(long) (index | (size - 1UL - index)) >> (HAND_BITS_PER_LONG - 1);
}

#if defined(__x86_64__) || defined(__i386__)
/* cmp size, index sets the carry when index < size; sbb turns it into
   ~0 or 0.  A statement expression, as Linux writes it.  */
#define hand_arch_mask(idx, sz)                                         \
  __extension__ ({                                                      \
    __typeof__ ((idx) + (sz)) hand_i_ = (idx);                          \
    __typeof__ (hand_i_) hand_s_ = (sz);                                \
    unsigned long hand_m_;                                              \
    __asm__ __volatile__ ("cmp %1,%2; sbb %0,%0;"                       \
                          : "=r" (hand_m_)                              \
                          : "g" (hand_s_), "r" (hand_i_)                \
                          : "cc");                                      \
    hand_m_;                                                            \
  })
#elif defined(__aarch64__)
/* cmp index, size clears the carry when index < size; sbc from the zero
   register gives ~0 then; csdb, its own statement, keeps later
   conditional selects from using predicted flags.  */
static inline unsigned long
hand_arch_mask (unsigned long idx, unsigned long sz)
{
  unsigned long mask;
  __asm__ __volatile__ ("\tcmp\t%1, %2\n\tsbc\t%0, xzr, xzr\n"
                        : "=r" (mask)
                        : "r" (idx), "Ir" (sz)
                        : "cc");
  __asm__ __volatile__ ("hint #20" : : : "memory");
  return mask;
}
#elif defined(__arm__)
# ifdef __thumb2__
#  define HAND_CSDB ".inst.w 0xf3af8014\n"
# else
#  define HAND_CSDB ".inst 0xe320f014\n"
# endif
static inline unsigned long
hand_arch_mask (unsigned long idx, unsigned long sz)
{
  unsigned long mask;
  __asm__ __volatile__ ("cmp\t%1, %2\n\tsbc\t%0, %1, %1\n" HAND_CSDB
                        : "=r" (mask)
                        : "r" (idx), "Ir" (sz)
                        : "cc");
  return mask;
}
#elif defined(__s390x__)
/* clgr/slbgr give ~0 on a borrow: with a constant size, compare the
   index with size - 1 (~0 when in range); otherwise size with the index
   (~0 when out of range), complemented.  */
static inline __attribute__ ((always_inline)) unsigned long
hand_arch_mask (unsigned long index, unsigned long size)
{
  unsigned long mask;
  if (__builtin_constant_p (size) && size > 0)
    {
      __asm__ ("clgr\t%2,%1\n\tslbgr\t%0,%0\n"
               : "=d" (mask) : "d" (size - 1), "d" (index) : "cc");
      return mask;
    }
  __asm__ ("clgr\t%1,%2\n\tslbgr\t%0,%0\n"
           : "=d" (mask) : "d" (size), "d" (index) : "cc");
  return ~mask;
}
#else
# define hand_arch_mask hand_generic_mask
#endif

#define hand_index_nospec_with(mask_fn, index, size)                    \
  __extension__ ({                                                      \
    __typeof__ (index) hand_ix_ = (index);                              \
    __typeof__ (size) hand_sz_ = (size);                                \
    unsigned long hand_mask_ = mask_fn (hand_ix_, hand_sz_);            \
    (__typeof__ (hand_ix_)) (hand_ix_ & hand_mask_);                    \
  })
#define hand_index_nospec(index, size) \
  hand_index_nospec_with (hand_arch_mask, index, size)
#define hand_index_nospec_generic(index, size) \
  hand_index_nospec_with (hand_generic_mask, index, size)

#if defined(__x86_64__) || defined(__i386__)
/* The kernel's barrier_nospec: lfence patched in at boot, kept in a
   replacement section.  */
# define HAND_HAVE_BARRIER 1
# define hand_barrier()                                                 \
  __asm__ __volatile__ ("661:\n\t\n662:\n"                              \
                        ".pushsection .discard.hand_replacement,\"ax\"\n" \
                        "6641:\n\tlfence\n6651:\n"                      \
                        ".popsection\n" : : : "memory")
#elif defined(__aarch64__) || (defined(__arm__) && __ARM_ARCH >= 7)
# define HAND_HAVE_BARRIER 1
# define hand_barrier() __asm__ __volatile__ ("dsb nsh\n\tisb" : : : "memory")
#else
# define HAND_HAVE_BARRIER 0
# define hand_barrier() do { } while (0)
#endif

#endif
