/* init=harden: start-up code is examined like any other (rule-init-code.c
   has the default).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-init=harden" } */

int table[16];
unsigned int table_size = 16;

__attribute__ ((section (".init.text"))) int
parse_boot_option (unsigned int i)
{
  if (i < table_size)				/* { dg-message "bounds check" } */
    return table[i];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}
