/* &tbl[i] under the check, then e->value, hardened: plain C's results.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>

struct entry
{
  int key;
  int value;
};

struct entry entries[32];
unsigned int nr_entries;

__attribute__ ((noipa)) int
entry_value (unsigned int i)
{
  struct entry *e;

  if (i >= nr_entries)
    return 0;
  e = &entries[i];
  return e->value;
}

int
main (void)
{
  unsigned int i;

  for (i = 0; i < 32; i++)
    {
      entries[i].key = (int) i;
      entries[i].value = (int) (i * 9 + 2);
    }
  for (nr_entries = 0; nr_entries <= 32; nr_entries += 8)
    {
      for (i = 0; i < 64; i++)
	if (entry_value (i) != (i < nr_entries ? (int) (i * 9 + 2) : 0))
	  abort ();
      if (entry_value (~0U) != 0)
	abort ();
    }
  return 0;
}
