/* taint=annotated, with the marks on functions that are inlined: the
   nospec_untrusted parameter of an inlined helper and the result of an
   inlined nospec_untrusted_result function stay attacker-controlled in
   the caller's body.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-taint=annotated" } */

int table[16];
unsigned int table_size = 16;
volatile unsigned int user_word;

static inline __attribute__ ((always_inline)) int
get_untrusted (unsigned int i __attribute__ ((nospec_untrusted)))
{
  if (i < table_size)				/* { dg-message "bounds check" } */
    return table[i];				/* { dg-warning "speculative load from 'table'" } */
/* { dg-message "'get_untrusted' is inlined into 'caller_param'" "" { target *-*-* } 30 } */
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

  if (i < table_size)				/* { dg-message "bounds check" } */
    return table[i];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}
