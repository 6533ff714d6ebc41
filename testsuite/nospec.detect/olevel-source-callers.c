/* Across functions in a kernel, at every optimization level: at -O0
   nothing is inlined and the helper is examined on its own, with its
   caller's argument.  */
/* { dg-do compile } */
/* { dg-options "-D__KERNEL__ -fplugin-arg-nospec-mode=audit" } */

int table[16];
unsigned int table_size = 16;

__attribute__ ((noinline)) static int
lookup (unsigned int i)
{
  if (i < table_size)				/* { dg-message "bounds check" } */
    return table[i];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

long
__se_sys_get (long slot)
{
  return lookup ((unsigned int) slot);
}
