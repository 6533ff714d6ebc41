/* taint=annotated: only values marked by the attributes are sources: a
   nospec_untrusted parameter and the result of a nospec_untrusted_result
   function.  Plain parameters and other calls' results are trusted.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-taint=annotated" } */

int table[16];
unsigned int table_size = 16;

extern unsigned int read_user_index (void)
  __attribute__ ((nospec_untrusted_result));
extern unsigned int read_config_index (void);

int
plain_param (unsigned int i)
{
  if (i < table_size)				/* { dg-bogus "check" } */
    return table[i];				/* { dg-bogus "speculative" } */
  return 0;
}

int
untrusted_param (unsigned int i __attribute__ ((nospec_untrusted)))
{
  if (i < table_size)				/* { dg-message "bounds check" } */
    return table[i];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

int
untrusted_result (void)
{
  unsigned int i = read_user_index ();

  if (i < table_size)				/* { dg-message "bounds check" } */
    return table[i];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

int
plain_result (void)
{
  unsigned int i = read_config_index ();

  if (i < table_size)				/* { dg-bogus "check" } */
    return table[i];				/* { dg-bogus "speculative" } */
  return 0;
}
