/* x86 bit tests with a register bit offset, written as Linux writes
   test_bit () and __set_bit () for an offset that is not a constant:
   the instruction addresses the bitmap plus offset / 8, so the offset is
   an index (plugin/sequences.cc, bit_test_asm_p).  */

static inline int
bit_test (long nr, const volatile unsigned long *addr)
{
  _Bool oldbit;
  __asm__ volatile ("bt %2,%1\n\tsetc %0"
                    : "=q" (oldbit)
                    : "m" (*(const unsigned long *) addr), "Ir" (nr)
                    : "memory");
  return oldbit;
}

static inline void
bit_set (long nr, volatile unsigned long *addr)
{
  __asm__ volatile ("bts %1,%0" : "+m" (*(unsigned long *) addr)
                    : "Ir" (nr) : "memory");
}

#define NBITS 256
unsigned long bitmap[NBITS / (8 * sizeof (unsigned long))];

/* The offset checked, then the bit tested: a gadget.  */
int
test_checked (long nr)
{
  if (nr < 0 || nr >= NBITS)
    return -1;
  return bit_test (nr, bitmap);
}

/* The offset checked, then the bit set (Spectre v1.1).  */
int
set_checked (long nr)
{
  if (nr < 0 || nr >= NBITS)
    return -1;
  bit_set (nr, bitmap);
  return 0;
}

/* Bounded inside the first word by its own computation: no gadget.  */
int
test_in_word (long nr)
{
  if (nr >= NBITS)
    return -1;
  return bit_test (nr & (8 * sizeof (unsigned long) - 1), bitmap);
}
