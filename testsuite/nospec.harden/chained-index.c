/* Kernel shape (HID reports): two chained indices.  A field index is
   checked and the field loaded; then a usage index is checked against a
   bound read from that field and the usage loaded.  Two gadgets.  */
/* Harden mode (default arguments unless dg-options says otherwise): the
   protection must be in the assembly; the scans are at the end.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

struct usage
{
  int code;
  int flags;
};

struct field
{
  unsigned int maxusage;
  struct usage *usage;
};

struct report
{
  unsigned int maxfield;
  struct field *field[64];
};

int
usage_code (struct report *report, unsigned int field_index,
	    unsigned int usage_index)
{
  struct field *field;

  if (field_index >= report->maxfield)
    return -1;
  field = report->field[field_index];
  if (usage_index >= field->maxusage)
    return -1;
  return field->usage[usage_index].code;
}

/* { dg-final { scan-assembler-times "sbb" 2 { target x86 } } } */
/* { dg-final { scan-assembler-times "csdb" 2 { target aarch64 } } } */
