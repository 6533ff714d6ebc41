/* Miscompile with the default options, every -O level that keeps the
   switch: a switch on an unsigned char (promoted to int) whose case
   values are above 127.  The C front end gives the case labels the
   unpromoted type, unsigned char, and rewrite.cc widened them with the
   index's sign (int): case 200 became -56, so the mask of the edge to
   "case 200" was zero for 200 itself and the load read len[0] instead
   of len[200] (values below 128 were right).  Found by bench/run's pcre2 test suite (RunTest 2:
   pcre2_callout_enumerate's walk over OP_MARK, code 153, lost its
   way; plugin 2c952dd, 2026-12-04); reduced by hand.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>

/* Smaller than 256, so that an unsigned char index can leave it.  */
unsigned char len[240];

__attribute__ ((noipa)) int
step (const unsigned char *cc)
{
  switch (*cc)
    {
    case 7:
      return len[*cc] + 1;
    case 200:
    case 202:
      return len[*cc];
    case 230 ... 235:
      return len[*cc] * 2;
    default:
      return -1;
    }
}

int
main (void)
{
  int i;
  unsigned char c;

  for (i = 0; i < 240; i++)
    len[i] = (unsigned char) (i ^ 0x5a);
  for (i = 0; i < 256; i++)
    {
      int want;
      c = (unsigned char) i;
      if (i == 7)
	want = len[i] + 1;
      else if (i == 200 || i == 202)
	want = len[i];
      else if (i >= 230 && i <= 235)
	want = len[i] * 2;
      else
	want = -1;
      if (step (&c) != want)
	abort ();
    }
  return 0;
}
