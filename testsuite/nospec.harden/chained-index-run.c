/* Two chained indices (field, then usage inside it), hardened: plain C's
   results for every combination of in-range and out-of-range indices.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>

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

__attribute__ ((noipa)) int
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

int
main (void)
{
  static struct usage usages[4][8];
  static struct field fields[4];
  static struct report report;
  unsigned int f, u;

  for (f = 0; f < 4; f++)
    {
      for (u = 0; u < 8; u++)
	usages[f][u].code = (int) (f * 100 + u);
      fields[f].maxusage = 2 * f + 1;
      fields[f].usage = usages[f];
      report.field[f] = &fields[f];
    }
  report.maxfield = 4;
  for (f = 0; f < 70; f++)
    for (u = 0; u < 12; u++)
      {
	int want = -1;
	if (f < 4 && u < 2 * f + 1)
	  want = (int) (f * 100 + u);
	if (usage_code (&report, f, u) != want)
	  abort ();
      }
  if (usage_code (&report, ~0U, 0) != -1 || usage_code (&report, 1, ~0U) != -1)
    abort ();
  return 0;
}
