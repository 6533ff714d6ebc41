/* &tbl[i] taken under the check, a field read through it later.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

struct entry
{
  int key;
  int value;
};

struct entry entries[32];
unsigned int nr_entries;

int
entry_value (unsigned int i)
{
  struct entry *e;

  if (i >= nr_entries)				/* { dg-message "bounds check" } */
    return 0;
  e = &entries[i];
  return e->value;				/* { dg-warning "speculative load" } */
}
