/* Rule init-code (default init=skip): one-shot start-up code, a function
   placed in an .init section (the kernel's __init) or a constructor, is
   left alone: nobody can train the predictor on it and run it again.
   init=harden: rule-init-code-harden.c.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

int table[16];
unsigned int table_size = 16;
int boot_value;

__attribute__ ((section (".init.text"))) int
parse_boot_option (unsigned int i)
{
  if (i < table_size)				/* { dg-bogus "check" } */
    return table[i];				/* { dg-bogus "speculative" } */
  return 0;
}

__attribute__ ((constructor)) static void
setup (void)
{
  extern unsigned int initial_slot (void);
  unsigned int i = initial_slot ();
  if (i < table_size)				/* { dg-bogus "check" } */
    boot_value = table[i];			/* { dg-bogus "speculative" } */
}

int
runtime_lookup (unsigned int i)
{
  if (i < table_size)				/* { dg-message "bounds check" } */
    return table[i];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}
