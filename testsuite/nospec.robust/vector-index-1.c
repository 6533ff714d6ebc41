/* Vector types: element loads from a vector with a checked index, and a
   vector loaded from a checked array slot.  */
/* { dg-do run } */
/* { dg-options "-O2 -Wno-psabi -fplugin-arg-nospec-taint=all -fplugin-arg-nospec-checks=any" } */

typedef int v4si __attribute__ ((vector_size (16)));

static v4si rows[8];

__attribute__ ((noinline)) int
element (v4si v, unsigned int lane)
{
  if (lane < 4)
    return v[lane];
  return -1;
}

__attribute__ ((noinline)) v4si
row (unsigned int i)
{
  v4si zero = { 0, 0, 0, 0 };
  if (i < 8)
    return rows[i];
  return zero;
}

int
main (void)
{
  int total = 0;
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 4; j++)
      rows[i][j] = i * 10 + j;
  for (unsigned int i = 0; i < 10; i++)
    for (unsigned int lane = 0; lane < 5; lane++)
      total += element (row (i), lane);
  /* Rows 0..7: sum of (10i + j) over j < 4 = 40i + 6; lane 4 gives -1 for
     each of the 10 rows; rows 8 and 9 are zero.  */
  int expected = 0;
  for (int i = 0; i < 8; i++)
    expected += 40 * i + 6;
  expected -= 10;
  return total == expected ? 0 : 1;
}
