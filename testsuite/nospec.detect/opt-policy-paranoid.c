/* policy=paranoid: the broad model, every rule off.  A global index, a
   one-sided check and a loop's own exit test are all reported, as
   taint=all loops=all onesided=keep would; stores are not sites.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-policy=paranoid" } */

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
  if (srclen > 0)				/* { dg-message "bounds check" } */
    return src[srclen - 1];			/* { dg-warning "speculative load" } */
  return 0;
}

void
store_slot (unsigned int i, int v)
{
  if (i < table_size)				/* { dg-bogus "check" } */
    table[i] = v;				/* { dg-bogus "speculative" } */
}
