/* The plugin loads at -O0 and with every key given a valid value.  */
/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-nospec-mode=harden -fplugin-arg-nospec-strategy=mask -fplugin-arg-nospec-taint=params -fplugin-arg-nospec-checks=bounds -fplugin-arg-nospec-scope=all -fplugin-arg-nospec-verbose=0" } */

int
load_checked (const int *table, unsigned int n, unsigned int i)
{
  if (i < n)
    return table[i];
  return 0;
}
