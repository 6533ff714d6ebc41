/* Computed goto (labels as values) around bounds-checked loads: the
   plugin must keep every label and jump intact.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-nospec-taint=all -fplugin-arg-nospec-checks=any" } */

static int table[16] = { 3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3 };

__attribute__ ((noinline)) int
interpret (const unsigned char *code, unsigned int n)
{
  static void *const ops[] = { &&op_add, &&op_load, &&op_end };
  unsigned int pc = 0;
  int acc = 0;

#define NEXT() do { if (pc >= n) return -1; goto *ops[code[pc++] % 3]; } while (0)
  NEXT ();
 op_add:
  acc += 1;
  NEXT ();
 op_load:
  if (pc < n && code[pc] < 16)
    acc += table[code[pc]];
  pc++;
  NEXT ();
 op_end:
  return acc;
#undef NEXT
}

int
main (void)
{
  /* load 5 (9), add, load 11 (8), add, load 200 (skipped), end.  */
  static const unsigned char prog[] = { 1, 5, 0, 1, 11, 0, 1, 200, 2 };
  int expected = 9 + 1 + 8 + 1;
  return interpret (prog, sizeof prog) == expected ? 0 : 1;
}
