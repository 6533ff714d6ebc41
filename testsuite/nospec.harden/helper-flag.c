/* The check is in a helper that the early inliner leaves alone (too big)
   but IPA inlines (static, called once): "if (valid (t, i))" is a flag
   out of a call that is handed the index (Kocher's example 13 when the
   predicate is not inlined).  The first instance of the pass leaves a
   pending fence; after IPA inlining the flag is a merge of constants
   ("return 0", "return 1"), and the second instance follows the
   constant 1 back to the edge it comes in on, "i < bound", and masks
   with that check and with the flag: no fence stays.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* { dg-require-effective-target fence } */

struct table
{
  unsigned int count;
  unsigned int limit;
  unsigned int misses;
  unsigned int nwatch;
  unsigned int watch[8];
  unsigned int hits;
  int *slots;
};

static int
valid (struct table *t, unsigned int i)
{
  unsigned int bound = t->count < t->limit ? t->count : t->limit;
  unsigned int k;
  for (k = 0; k < t->nwatch && k < 8; k++)
    if (t->watch[k] == i)
      t->hits++;
  if (i >= bound)
    {
      t->misses++;
      if (t->misses > 1000)
        t->misses = 0;
      return 0;
    }
  return 1;
}

int
fetch (struct table *t, unsigned int i)
{
  if (valid (t, i))
    return t->slots[i];
  return -1;
}

/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler {sbb %[re]} { target x86 } } } */
/* { dg-final { scan-assembler-not "dsb\\s+sy" { target aarch64 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
