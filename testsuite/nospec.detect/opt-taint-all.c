/* taint=all (policy=paranoid's model): a value loaded from a global is
   attacker-influenced like a parameter (opt-taint-params.c narrows it,
   and the default, taint=sources, leaves it alone: opt-taint-sources.c).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-taint=all" } */

int table[16];
unsigned int table_size = 16;
unsigned int global_index;

int
from_global (void)
{
  if (global_index < table_size)		/* { dg-message "bounds check" } */
    return table[global_index];			/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

int
from_param (unsigned int i)
{
  if (i < table_size)				/* { dg-message "bounds check" } */
    return table[i];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}
