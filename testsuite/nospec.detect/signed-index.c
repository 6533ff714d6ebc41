/* Kernel shape: a signed index checked on both sides, i < 0 || i >= n.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

int values[64];

int
get_value (int i, int n)
{
  if (i < 0 || i >= n)				/* { dg-message "bounds check" } */
    return -1;
  return values[i];				/* { dg-warning "speculative load from 'values'" } */
}
