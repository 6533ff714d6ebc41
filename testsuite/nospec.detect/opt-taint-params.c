/* taint=params: only parameters and values loaded through them are
   attacker-influenced.  An index loaded from a global is not; one loaded
   through a pointer parameter is.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-taint=params" } */

int table[16];
unsigned int table_size = 16;
unsigned int global_index;

int
from_global (void)
{
  if (global_index < table_size)		/* { dg-bogus "check" } */
    return table[global_index];			/* { dg-bogus "speculative" } */
  return 0;
}

int
from_param (unsigned int i)
{
  if (i < table_size)				/* { dg-message "bounds check" } */
    return table[i];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

int
through_param (const unsigned int *ip)
{
  unsigned int i = *ip;

  if (i < table_size)				/* { dg-message "bounds check" } */
    return table[i];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}
