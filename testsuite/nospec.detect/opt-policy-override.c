/* A rule key given with policy=paranoid wins over the policy, whatever
   the order: here the paranoid model, but with the one-sided rule on.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-onesided=skip -fplugin-arg-nospec-policy=paranoid" } */

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

char
last_char (const char *src, unsigned long srclen)
{
  if (srclen > 0)				/* { dg-bogus "check" } */
    return src[srclen - 1];			/* { dg-bogus "speculative" } */
  return 0;
}
