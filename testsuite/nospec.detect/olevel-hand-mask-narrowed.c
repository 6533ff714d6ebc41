/* Indexes narrowed (or widened) before their hand mask, the mask
   computed from that value and ANDed in at its width, are no gadgets:
   no warning, at every -O level.  Linux 6.12 with its own
   array_index_nospec () kept: getrlimit's "unsigned int resource" is
   "(unsigned int) regs->di" once the syscall wrapper is inlined
   (kernel/sys.c), clockid_to_kclock's "clockid_t id" an int from the
   same register, masked in unsigned long against ARRAY_SIZE
   (kernel/time/posix-timers.c), nla_parse's "u16 type" the low bits of
   an int, masked in int (lib/nlattr.c).  At some levels GCC writes the
   narrowed value again for the mask ((int) di next to the AND's
   (unsigned int) di, di & 0xffffffff, (int) (t & 0x3fff)): the same
   bits of the same value, still a mask of the index.  The *_bare
   twins, the same code without the mask, are gadgets, and so is a mask
   of fewer bits of the index than the AND keeps.
   nospec.harden/nogadget-hand-mask-narrowed.c compiles the protected
   half in harden mode (HAND_PROTECTED_ONLY).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-nospec-mode=audit" } */

#include "../nospec.harden/hand-masks.h"

/* This test is about the narrowing, so its generic masks are always
   inlined.  hand-masks.h's generic mask is an inline function, which
   GCC keeps out of line at -Os on some targets (POWER and RISC-V, whose
   hand_arch_mask it is): a mask function kept out of line whose result
   is narrowed before the AND ("(unsigned int) mask (id, n) & (unsigned
   int) id") is not recognized yet, a known gap.  */
static inline __attribute__ ((always_inline)) unsigned long
narrowed_generic_mask (unsigned long index, unsigned long size)
{
  HAND_HIDE_VAR (index);
  return ~(long) (index | (size - 1UL - index)) >> (HAND_BITS_PER_LONG - 1);
}
#if !(defined(__x86_64__) || defined(__i386__) || defined(__aarch64__) \
      || defined(__arm__) || defined(__s390x__))
# undef hand_arch_mask
# define hand_arch_mask narrowed_generic_mask
#endif
#undef hand_index_nospec_generic
#define hand_index_nospec_generic(index, size) \
  hand_index_nospec_with (narrowed_generic_mask, index, size)

long rlim[16];
int clocks[12];
int tb[64];

/* kernel/sys.c: the check and the mask in the syscall's body, the
   narrowing in the wrapper that calls it (inlined at every level, as
   the kernel's wrappers are from -O1 on).  */
static inline __attribute__ ((always_inline)) long
getrlimit_nr (unsigned int resource)
{
  if (resource >= 16)
    return -22;
  resource = hand_index_nospec (resource, 16);
  return rlim[resource];
}

long
narrowed_uint (unsigned long di)
{
  return getrlimit_nr ((unsigned int) di);
}

/* kernel/time/posix-timers.c: an int from a wider value, the mask in
   the width of the bound (unsigned long).  */
int
narrowed_int (unsigned long di)
{
  int id = (int) di;
  if (id < 0 || id >= 12)
    return -1;
  return clocks[hand_index_nospec (id, sizeof clocks / sizeof clocks[0])];
}

/* lib/nlattr.c: a u16 from the int nla_type () returns, masked in
   int.  */
struct hand_nlattr
{
  unsigned short nla_len, nla_type;
};

static inline int
hand_nla_type (const struct hand_nlattr *nla)
{
  return nla->nla_type & ~0xc000;
}

int
narrowed_u16 (const struct hand_nlattr *nla, int maxtype)
{
  unsigned short type = hand_nla_type (nla);
  if (type == 0 || type > maxtype || maxtype > 63)
    return -1;
  type = hand_index_nospec (type, maxtype + 1);
  return tb[type];
}

/* The generic mask on a narrowed index.  */
int
narrowed_generic (unsigned long di)
{
  unsigned int nr = (unsigned int) di;
  if (nr >= 16)
    return -1;
  nr = hand_index_nospec_generic (nr, 16);
  return tb[nr];
}

/* Widened before the mask, masked and ANDed in the wide type.  */
int
widened (unsigned int i)
{
  unsigned long w = i;
  if (w >= 64)
    return -1;
  w = hand_index_nospec (w, 64);
  return tb[w];
}

#ifndef HAND_PROTECTED_ONLY
/* The same code without the mask.  */
static inline __attribute__ ((always_inline)) long
getrlimit_nr_bare (unsigned int resource)
{
  if (resource >= 16)			/* { dg-message "bounds check" } */
    return -22;
  return rlim[resource];		/* { dg-warning "speculative load from 'rlim'" } */
}

long
narrowed_uint_bare (unsigned long di)
{
  return getrlimit_nr_bare ((unsigned int) di);	/* { dg-message "'getrlimit_nr_bare' is inlined into 'narrowed_uint_bare'" } */
}

int
narrowed_int_bare (unsigned long di)
{
  int id = (int) di;
  if (id < 0 || id >= 12)		/* { dg-message "bounds check" } */
    return -1;
  return clocks[id];			/* { dg-warning "speculative load from 'clocks'" } */
}

int
narrowed_u16_bare (const struct hand_nlattr *nla, int maxtype)
{
  unsigned short type = hand_nla_type (nla);
  if (type == 0 || type > maxtype || maxtype > 63)	/* { dg-message "bounds check" } */
    return -1;
  return tb[type];			/* { dg-warning "speculative load from 'tb'" } */
}

/* The mask of the index's low 16 bits, ANDed into its low 32: an index
   of 0x10001 passes the mask with 0x10001.  */
int
mask_of_other_narrowing (unsigned long i)
{
  if (i >= 64)				/* { dg-message "bounds check" } */
    return -1;
  unsigned int low = (unsigned int) i;
  return tb[low & (unsigned int) hand_arch_mask ((unsigned short) i, 64)];	/* { dg-warning "speculative load from 'tb'" } */
}

/* The mask of the index's low 8 bits, ANDed into its low 16: 0x1001
   passes.  */
int
mask_of_fewer_bits (unsigned int v)
{
  unsigned short type = v;
  if (type >= 64)			/* { dg-message "bounds check" } */
    return -1;
  return tb[type & (unsigned short) hand_arch_mask (v & 0xff, 64)];	/* { dg-warning "speculative load from 'tb'" } */
}
#endif
