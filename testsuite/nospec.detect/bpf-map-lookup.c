/* Kernel shape (the BPF array map lookup in the RFC's seed patch): no
   load at all, the out-of-range pointer base + elem_size * index is
   returned and the caller dereferences it.  The report goes on the
   return; its text is matched loosely.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

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

void *
array_map_lookup_elem (struct bpf_array *array, void *key)
{
  unsigned int index = *(unsigned int *) key;

  if (index >= array->map.max_entries)		/* { dg-message "bounds check" } */
    return 0;
  return array->value + array->elem_size * index;	/* { dg-warning "speculative" } */
}
