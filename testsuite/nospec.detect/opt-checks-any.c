/* -fplugin-arg-nospec-checks=any widens the notion of a check: the code of
   nogadget-other-check.c, silent by default, is reported when any branch
   guards a load with an influenced index.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-checks=any" } */

int table[16];

int
lookup_if_enabled (unsigned int i, unsigned int mode)
{
  if (mode == 1)				/* { dg-message "check" } */
    return table[i];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}
