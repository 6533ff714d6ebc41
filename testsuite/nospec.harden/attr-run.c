/* The attributes never change results: skipped, opted-in, untrusted and
   inlined variants of one lookup all return plain C's values.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>

int table[16];
unsigned int table_size = 16;
volatile unsigned int user_index;

__attribute__ ((noipa, nospec_untrusted_result)) unsigned int
read_user_index (void)
{
  return user_index;
}

static inline __attribute__ ((always_inline, nospec_skip)) int
skipped_get (unsigned int i)
{
  if (i < table_size)
    return table[i];
  return -1;
}

static inline __attribute__ ((always_inline, nospec_harden)) int
hardened_get (unsigned int i __attribute__ ((nospec_untrusted)))
{
  if (i < table_size)
    return table[i];
  return -1;
}

__attribute__ ((noipa)) int
lookup_all (unsigned int i, unsigned int j)
{
  int v;

  user_index = j;
  v = skipped_get (i) + hardened_get (j);
  j = read_user_index ();
  if (j < table_size)
    v += table[j];
  return v;
}

int
main (void)
{
  unsigned int i, j;

  for (i = 0; i < 16; i++)
    table[i] = (int) (i * 100);
  for (i = 0; i < 20; i++)
    for (j = 0; j < 20; j++)
      {
	int want = (i < 16 ? (int) (i * 100) : -1)
		   + (j < 16 ? 2 * (int) (j * 100) : -1);
	if (lookup_all (i, j) != want)
	  abort ();
      }
  return 0;
}
