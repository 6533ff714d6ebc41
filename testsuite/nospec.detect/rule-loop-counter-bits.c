/* Rule loop-counter: a loop over the set bits of one word, as Linux's
   for_each_set_bit () over a one-word bitmap is once find_next_bit () is
   inlined: the counter steps to the lowest set bit of the word masked
   from the counter on (x86's "tzcnt", or __builtin_ctzl), which is never
   below it.  Its exit test is the loop's own, whatever the word.  A
   value of the word itself, checked, is still a real check.  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

int offsets[64];

static inline unsigned long
scan_asm (unsigned long word)
{
  __asm__ ("tzcnt %1,%0" : "=r" (word) : "rm" (word));
  return word;
}

static inline unsigned long
next_bit_asm (unsigned long word, unsigned long from)
{
  unsigned long val;
  if (__builtin_expect (from >= 64, 0))
    return 64;
  val = word & (~0UL << from);
  return val ? scan_asm (val) : 64;
}

static inline unsigned long
next_bit_builtin (unsigned long word, unsigned long from)
{
  unsigned long val;
  if (__builtin_expect (from >= 64, 0))
    return 64;
  val = word & (~0UL << from);
  return val ? (unsigned long) __builtin_ctzl (val) : 64;
}

/* Linux's for_each_set_bit (), which tests the scan's result.  */
#define for_each_bit(bit, word, next)					\
  for ((bit) = 0; (bit) = next ((word), (bit)), (bit) < 64; (bit)++)

long
sum_set_bits_asm (unsigned long mask)
{
  long sum = 0;
  unsigned long i;
  for_each_bit (i, mask, next_bit_asm)		/* { dg-bogus "check" } */
    sum += offsets[i];				/* { dg-bogus "speculative" } */
  return sum;
}

long
sum_set_bits_builtin (unsigned long mask)
{
  long sum = 0;
  unsigned long i;
  for_each_bit (i, mask, next_bit_builtin)	/* { dg-bogus "check" } */
    sum += offsets[i];				/* { dg-bogus "speculative" } */
  return sum;
}

/* Not a loop: the bit scan of the caller's word, checked once.  */
int
lowest_bit (unsigned long mask, unsigned long limit)
{
  unsigned long i = scan_asm (mask);
  if (i < limit)				/* { dg-message "bounds check" } */
    return offsets[i];				/* { dg-warning "speculative load from 'offsets'" } */
  return 0;
}
