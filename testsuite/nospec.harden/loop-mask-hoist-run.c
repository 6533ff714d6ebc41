/* The shapes of loop-mask-hoist.c, run at -O3 (vectorized): a mask
   hoisted to a loop's entry edge, in a loop nest whose outer loop
   checks a new offset each time (some in bounds, some not), with
   counters that start above 0, at the checked offset or at an unchecked
   value (rebased on a counter of the plugin's own), of int stepping by
   3, an unsigned char counter that wraps, and one counting down (masked
   inside the loop).  Every result is plain C's.  */
/* { dg-do run } */
/* { dg-options "-O3" } */

#include <stdlib.h>

#define SIZE 40

#define WIDE 300

static int buf[SIZE];
static int wide[WIDE];
static unsigned char bytes[SIZE];

#include "loop-mask-hoist.h"

__attribute__ ((noipa)) int
sum_even (const int *b, unsigned long size, unsigned long off,
          unsigned long n)
{
  int s = 0;
  if (off >= size || n > size - off)
    return -1;
  const int *p = b + off;
  for (unsigned long i = 2; i < n; i += 2)
    s += p[i];
  return s;
}

/* A counter of int that starts at a checked value and steps by 3.  */
__attribute__ ((noipa)) int
sum_int_step (const int *b, int size, int off, int n)
{
  int s = 0;
  if (off < 0 || off >= size || n > size - off)
    return -1;
  for (int i = off; i < off + n; i += 3)
    s += b[i];
  return s;
}

/* An unsigned char counter that wraps past 255 (from 250 up to 4): its
   progress is not "i - from" in sizetype, so the plugin keeps no counter
   of its own for it (38b0154 did, and read p[256..260]).  */
__attribute__ ((noipa)) int
sum_wrap (const int *b, unsigned long size, unsigned long off,
          unsigned char from, unsigned char to)
{
  int s = 0;
  if (off >= size || size - off < 256)
    return -1;
  const int *p = b + off;
  for (unsigned char i = from; i != to; i += 1)
    s += p[i];
  return s;
}

__attribute__ ((noipa)) int
nest (const int *b, unsigned long size, const unsigned long *offs, int k,
      unsigned long n)
{
  int s = 0;
  for (int j = 0; j < k; j++)
    {
      unsigned long off = offs[j];
      if (off >= size || n > size - off)
        {
          s -= 1000;
          continue;
        }
      const int *p = b + off;
      for (unsigned long i = 0; i < n; i++)
        s += p[i];
    }
  return s;
}

static int
ref_sum (unsigned long off, unsigned long from, unsigned long to,
         unsigned long step)
{
  int s = 0;
  for (unsigned long i = from; i < to; i += step)
    s += buf[off + i];
  return s;
}

int
main (void)
{
  for (int i = 0; i < SIZE; i++)
    {
      buf[i] = i * 7 + 1;
      bytes[i] = (unsigned char) (i * 13 + 5);
    }
  for (unsigned long off = 0; off <= SIZE + 2; off++)
    for (unsigned long n = 0; n <= SIZE + 2; n++)
      {
        int ok = off < SIZE && n <= SIZE - off;
        if (sum_from (buf, SIZE, off, n) != (ok ? ref_sum (off, 0, n, 1) : -1))
          abort ();
        if (sum_even (buf, SIZE, off, n) != (ok ? ref_sum (off, 2, n, 2) : -1))
          abort ();
        if (sum_span (buf, SIZE, off, n) != (ok ? ref_sum (off, 0, n, 1) : -1))
          abort ();
        if (sum_down (buf, SIZE, off, n) != (ok ? ref_sum (off, 0, n, 1) : -1))
          abort ();
        if (sum_int_step (buf, SIZE, (int) off, (int) n)
            != (ok ? ref_sum (off, 0, n, 3) : -1))
          abort ();
        unsigned char out[SIZE + 3];
        for (int i = 0; i < SIZE + 3; i++)
          out[i] = 0xee;
        if (copy_from (bytes, SIZE, off, n, out) != (ok ? 0 : -1))
          abort ();
        for (unsigned long i = 0; i < SIZE + 3; i++)
          if (out[i] != (ok && i < n ? bytes[off + i] : 0xee))
            abort ();
        for (unsigned long from = 0; from <= n; from += 3)
          if (sum_between (buf, SIZE, off, from, n)
              != (ok ? ref_sum (off, from, n, 1) : -1))
            abort ();
      }
  for (int i = 0; i < WIDE; i++)
    wide[i] = i * 3 + 1;
  for (unsigned long off = 0; off <= WIDE - 250; off += 37)
    for (int from = 240; from < 256; from += 5)
      for (int to = 0; to < 12; to += 4)
        {
          int want = -1;
          if (WIDE - off >= 256)
            {
              want = 0;
              for (unsigned char i = (unsigned char) from;
                   i != (unsigned char) to; i += 1)
                want += wide[off + i];
            }
          if (sum_wrap (wide, WIDE, off, (unsigned char) from,
                        (unsigned char) to) != want)
            abort ();
        }
  unsigned long offs[6] = { 0, 50, 3, SIZE - 1, SIZE, 7 };
  for (unsigned long n = 0; n <= 5; n++)
    {
      int want = 0;
      for (int j = 0; j < 6; j++)
        want += offs[j] < SIZE && n <= SIZE - offs[j]
                ? ref_sum (offs[j], 0, n, 1) : -1000;
      if (nest (buf, SIZE, offs, 6, n) != want)
        abort ();
    }
  return 0;
}
