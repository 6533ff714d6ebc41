/* taint=sources in user space: the results of input functions and the
   memory they fill are attacker data, even in a static function that
   only this file calls.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int table[16];
unsigned int table_size = 16;

__attribute__ ((noinline)) static int
from_getc (FILE *f)
{
  int c = getc (f);
  if (c >= 0 && (unsigned) c < table_size)	/* { dg-message "bounds check" } */
    return table[c];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

__attribute__ ((noinline)) static int
from_read (int fd)
{
  unsigned char buf[4];
  if (read (fd, buf, sizeof buf) != sizeof buf)
    return -1;
  if (buf[1] < table_size)			/* { dg-message "bounds check" } */
    return table[buf[1]];			/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

__attribute__ ((noinline)) static int
from_env (void)
{
  const char *s = getenv ("SLOT");
  unsigned long i = s ? strtoul (s, NULL, 10) : 0;
  if (i < table_size)				/* { dg-message "bounds check" } */
    return table[i];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

__attribute__ ((noinline)) static int
from_own_state (unsigned int i)
{
  if (i < table_size)				/* { dg-bogus "check" } */
    return table[i];				/* { dg-bogus "speculative" } */
  return 0;
}

int
run (FILE *f, int fd)
{
  return from_getc (f) + from_read (fd) + from_env () + from_own_state (3);
}
