/* onesided=keep: a check from below counts as a bounds check again
   (rule-one-sided.c has the default).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-onesided=keep" } */

char
last_char (const char *src, unsigned long srclen)
{
  if (srclen > 0)				/* { dg-message "bounds check" } */
    return src[srclen - 1];			/* { dg-warning "speculative load" } */
  return 0;
}
