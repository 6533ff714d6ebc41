/* asm goto with labels next to a bounds-checked load: the plugin must
   not split or reorder the asm's outgoing edges.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-nospec-taint=all -fplugin-arg-nospec-checks=any" } */

static int table[32];

/* An unconditional jump to the asm's first label.  */
#if defined (__x86_64__) || defined (__i386__)
# define JUMP "jmp %l0"
#elif defined (__aarch64__) || defined (__arm__) || defined (__powerpc__)
# define JUMP "b %l0"
#else
# define JUMP "j %l0"
#endif

__attribute__ ((noinline)) int
pick (unsigned int i, int jump)
{
  int v = -1;
  if (i < 32)
    v = table[i];
  if (jump)
    asm goto (JUMP : : : : skipped);
  v += 100;
 skipped:
  return v;
}

__attribute__ ((noinline)) int
jump_always (unsigned int i)
{
  if (i < 32)
    {
      asm goto (JUMP : : : : out);
      return table[i];
    }
 out:
  return i < 32 ? table[i] * 2 : 0;
}

int
main (void)
{
  for (int k = 0; k < 32; k++)
    table[k] = k * 3;
  if (pick (5, 0) != 115 || pick (5, 1) != 15)
    return 1;
  if (pick (40, 0) != 99 || pick (40, 1) != -1)
    return 2;
  if (jump_always (7) != 42 || jump_always (99) != 0)
    return 3;
  return 0;
}
