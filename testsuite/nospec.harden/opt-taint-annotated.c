/* taint=annotated: only the nospec_untrusted parameter and the result of
   the nospec_untrusted_result function are hardened (two masks); the
   plain parameter and the other call's result are not.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-taint=annotated" } */

int table[16];
unsigned int table_size = 16;

extern unsigned int read_user_index (void)
  __attribute__ ((nospec_untrusted_result));
extern unsigned int read_config_index (void);

int
plain_param (unsigned int i)
{
  if (i < table_size)
    return table[i];
  return 0;
}

int
untrusted_param (unsigned int i __attribute__ ((nospec_untrusted)))
{
  if (i < table_size)
    return table[i];
  return 0;
}

int
untrusted_result (void)
{
  unsigned int i = read_user_index ();

  if (i < table_size)
    return table[i];
  return 0;
}

int
plain_result (void)
{
  unsigned int i = read_config_index ();

  if (i < table_size)
    return table[i];
  return 0;
}

/* { dg-final { scan-assembler-times "sbb" 2 { target x86 } } } */
/* { dg-final { scan-assembler-times "csdb" 2 { target aarch64 } } } */
