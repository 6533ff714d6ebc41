/* taint=annotated, with the marks on functions that are inlined: the
   nospec_untrusted parameter of an inlined helper and the result of an
   inlined nospec_untrusted_result function are still hardened in the
   caller: one mask each.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-taint=annotated" } */

int table[16];
unsigned int table_size = 16;
volatile unsigned int user_word;

static inline __attribute__ ((always_inline)) int
get_untrusted (unsigned int i __attribute__ ((nospec_untrusted)))
{
  if (i < table_size)
    return table[i];
  return 0;
}

static inline __attribute__ ((always_inline, nospec_untrusted_result)) unsigned int
read_user_word (void)
{
  return user_word;
}

int
caller_param (unsigned int i)
{
  return get_untrusted (i);
}

int
caller_result (void)
{
  unsigned int i = read_user_word ();

  if (i < table_size)
    return table[i];
  return 0;
}

/* { dg-final { scan-assembler-times "sbb" 2 { target x86 } } } */
/* { dg-final { scan-assembler-times "csdb" 2 { target aarch64 } } } */
