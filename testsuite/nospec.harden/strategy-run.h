/* strategy-run.h - the body of the opt-strategy-*-run.c tests: gadgets
   of several shapes whose results main compares with plain arithmetic.
   Compiled once per strategy (the including file sets it).  */

#include <stddef.h>
#include <stdlib.h>

__attribute__ ((noipa)) int
load_byte (const unsigned char *p, size_t n, size_t x)
{
  if (x < n)
    return p[x];
  return -1;
}

__attribute__ ((noipa)) int
load_int (const int *p, int n, int i)
{
  if (i < 0 || i >= n)
    return -1;
  return p[i];
}

__attribute__ ((noipa)) int
load_through_ptr (int *const *ptrs, unsigned int n, unsigned int i)
{
  if (i >= n)
    return -1;
  return *ptrs[i];
}

__attribute__ ((noipa)) int
load_two (const int *a, const int *b, unsigned int n, unsigned int i)
{
  if (i < n)
    return a[i] - b[i];
  return 0;
}

unsigned char bytes[64];
int ints[64];
int *ptrs[64];

int
main (void)
{
  size_t x;
  int i;

  for (i = 0; i < 64; i++)
    {
      bytes[i] = (unsigned char) (200 - i);
      ints[i] = i * 1000 - 7;
      ptrs[i] = &ints[63 - i];
    }
  for (x = 0; x < 100; x++)
    {
      if (load_byte (bytes, 64, x) != (x < 64 ? (int) (200 - x) : -1))
	abort ();
      if (load_byte (bytes, 10, x) != (x < 10 ? (int) (200 - x) : -1))
	abort ();
      if (load_through_ptr (ptrs, 64, (unsigned int) x)
	  != (x < 64 ? (int) (63 - x) * 1000 - 7 : -1))
	abort ();
      if (load_two (ints, ints, 32, (unsigned int) x) != 0)
	abort ();
    }
  if (load_byte (bytes, 64, ~(size_t) 0) != -1)
    abort ();
  for (i = -70; i < 70; i++)
    if (load_int (ints, 64, i) != (i >= 0 && i < 64 ? i * 1000 - 7 : -1))
      abort ();
  if (load_int (ints, -1, 5) != -1 || load_int (ints, 0, 0) != -1)
    abort ();
  /* A load that yields 0 in range must still yield 0, and a load out of
     range must not turn into one that yields 0.  */
  bytes[3] = 0;
  if (load_byte (bytes, 64, 3) != 0 || load_byte (bytes, 3, 3) != -1)
    abort ();
  return 0;
}
