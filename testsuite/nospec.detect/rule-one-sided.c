/* Rule one-sided (default onesided=skip): a check that bounds the index
   only from below is no bounds check.  Under misprediction "srclen > 0"
   lets srclen == 0 through, and src[srclen - 1] reads the element just
   before the object, not one the attacker chooses; "n != 0" likewise.
   A check that bounds it from above, on either side of the comparison
   or through a boolean temporary, is reported.  onesided=keep:
   rule-one-sided-keep.c.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

int table[16];
unsigned long table_size = 16;

char
last_char (const char *src, unsigned long srclen)
{
  if (srclen > 0)				/* { dg-bogus "check" } */
    return src[srclen - 1];			/* { dg-bogus "speculative" } */
  return 0;
}

int
nonzero (unsigned long n)
{
  if (!n)					/* { dg-bogus "check" } */
    return -1;
  return table[n];				/* { dg-bogus "speculative" } */
}

int
not_five (unsigned long n)
{
  if (n != 5)					/* { dg-bogus "check" } */
    return table[n];				/* { dg-bogus "speculative" } */
  return 0;
}

int
bound_on_right (unsigned long n)
{
  if (table_size > n)				/* { dg-message "bounds check" } */
    return table[n];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

int
bound_by_exit (unsigned long n)
{
  if (n >= table_size)				/* { dg-message "bounds check" } */
    return -1;
  return table[n];				/* { dg-warning "speculative load from 'table'" } */
}

int
bound_through_flag (unsigned long n)
{
  int ok = n < table_size;
  if (!ok)					/* { dg-message "bounds check" } */
    return -1;
  return table[n];				/* { dg-warning "speculative load from 'table'" } */
}
