/* Kernel shape (the BPF array map lookup in the RFC's seed patch): no
   load at all, the out-of-range pointer base + elem_size * index is
   returned and the caller dereferences it.  The report goes on the
   return; its text is matched loosely.  */
/* Harden mode (default arguments unless dg-options says otherwise): the
   protection must be in the assembly; the scans are at the end.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

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

  if (index >= array->map.max_entries)
    return 0;
  return array->value + array->elem_size * index;
}

/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
