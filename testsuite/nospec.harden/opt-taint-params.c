/* taint=params: the index loaded from a global is trusted (no mask); the
   parameter and the value loaded through a pointer parameter are not
   (one mask each).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-taint=params" } */

int table[16];
unsigned int table_size = 16;
unsigned int global_index;

int
from_global (void)
{
  if (global_index < table_size)
    return table[global_index];
  return 0;
}

int
from_param (unsigned int i)
{
  if (i < table_size)
    return table[i];
  return 0;
}

int
through_param (const unsigned int *ip)
{
  unsigned int i = *ip;

  if (i < table_size)
    return table[i];
  return 0;
}

/* { dg-final { scan-assembler-times "sbb" 2 { target x86 } } } */
/* { dg-final { scan-assembler-times "csdb" 2 { target aarch64 } } } */
