/* x86 bit tests on memory with a register offset are loads (bt) and
   stores (bts, btr, btc) indexed by the offset; a constant offset, or
   one kept inside the memory operand by its computation, is none.  */
/* { dg-do compile { target x86 } } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

static inline int
bit_test (long nr, const volatile unsigned long *addr)
{
  _Bool oldbit;
  __asm__ volatile ("bt %2,%1\n\tsetc %0"	/* { dg-warning "speculative load from 'bitmap' with attacker-influenced index 'nr'" } */
                    : "=q" (oldbit)
                    : "m" (*(const unsigned long *) addr), "Ir" (nr)
                    : "memory");
  return oldbit;
}

static inline void
bit_clear (long nr, volatile unsigned long *addr)
{
  __asm__ volatile ("btr %1,%0"	/* { dg-warning "speculative store to 'bitmap' with attacker-influenced index 'nr'" } */
                    : "+m" (*(unsigned long *) addr) : "Ir" (nr) : "memory");
}

unsigned long bitmap[4];

int
test_checked (unsigned long nr)
{
  if (nr >= 256)	/* { dg-message "bounds check" } */
    return -1;
  return bit_test (nr, bitmap);	/* { dg-message "'bit_test' is inlined into 'test_checked'" } */
}

void
clear_checked (unsigned long nr)
{
  if (nr < 256)		/* { dg-message "bounds check" } */
    bit_clear (nr, bitmap);	/* { dg-message "'bit_clear' is inlined into 'clear_checked'" } */
}

int
test_constant (void)
{
  return bit_test (200, bitmap);
}

int
test_in_word (unsigned long nr)
{
  if (nr >= 256)
    return -1;
  return bit_test (nr % 64, bitmap);
}
