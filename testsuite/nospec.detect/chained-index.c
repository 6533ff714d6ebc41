/* Kernel shape (HID reports): two chained indices.  A field index is
   checked and the field loaded; then a usage index is checked against a
   bound read from that field and the usage loaded.  Two gadgets.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

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

  if (field_index >= report->maxfield)		/* { dg-message "bounds check" } */
    return -1;
  field = report->field[field_index];		/* { dg-warning "speculative load" } */
  if (usage_index >= field->maxusage)		/* { dg-message "bounds check" } */
    return -1;
  return field->usage[usage_index].code;	/* { dg-warning "speculative load" } */
}
