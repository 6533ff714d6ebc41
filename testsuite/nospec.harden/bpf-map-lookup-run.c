/* The BPF array map lookup returning base + elem_size * index, hardened:
   the same pointers (or NULL) as plain C.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>

struct bpf_map
{
  unsigned int max_entries;
};

struct bpf_array
{
  struct bpf_map map;
  unsigned int elem_size;
  char value[] __attribute__ ((aligned (8)));
};

__attribute__ ((noipa)) void *
array_map_lookup_elem (struct bpf_array *array, void *key)
{
  unsigned int index = *(unsigned int *) key;

  if (index >= array->map.max_entries)
    return 0;
  return array->value + array->elem_size * index;
}

int
main (void)
{
  struct bpf_array *array;
  unsigned int key;

  array = malloc (sizeof *array + 10 * 24);
  if (!array)
    return 0;
  array->map.max_entries = 10;
  array->elem_size = 24;
  for (key = 0; key < 40; key++)
    {
      void *want = key < 10 ? array->value + 24 * key : 0;
      if (array_map_lookup_elem (array, &key) != want)
	abort ();
    }
  key = ~0U;
  if (array_map_lookup_elem (array, &key) != 0)
    abort ();
  free (array);
  return 0;
}
