/* &tbl[i] taken under the check, a field read through it later.  */
/* Harden mode (default arguments unless dg-options says otherwise): the
   protection must be in the assembly; the scans are at the end.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

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

  if (i >= nr_entries)
    return 0;
  e = &entries[i];
  return e->value;
}

/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
