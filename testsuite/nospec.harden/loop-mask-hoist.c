/* A site in a loop whose address is an invariant pointer plus a multiple
   of the loop's counter ("p[i]" after "p = buf + off", "buf[off + i]")
   takes its mask once, on the loop's entry edge ("(p & m) + i * 4"),
   not inside the loop ("(p + i * 4) & m"): the loops vectorize as the
   plain ones do.  A counter that starts at an attacker's value is no
   such counter: that site is masked inside its loop, whole.
   loop-mask-hoist-run.c runs the shapes.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fdump-tree-vect-details -fdump-tree-all" } */

int
sum_from (const int *buf, unsigned long size, unsigned long off,
          unsigned long n)
{
  int s = 0;
  if (off >= size || n > size - off)
    return -1;
  const int *p = buf + off;
  for (unsigned long i = 0; i < n; i++)
    s += p[i];
  return s;
}

int
copy_from (const unsigned char *buf, unsigned long size, unsigned long off,
           unsigned long n, unsigned char *out)
{
  if (off >= size || n > size - off)
    return -1;
  for (unsigned long i = 0; i < n; i++)
    out[i] = buf[off + i];
  return 0;
}

int
sum_between (const int *buf, unsigned long size, unsigned long off,
             unsigned long from, unsigned long to)
{
  int s = 0;
  if (off >= size || to > size - off)
    return -1;
  const int *p = buf + off;
  for (unsigned long i = from; i < to; i++)
    s += p[i];
  return s;
}

/* The loops of sum_from and copy_from vectorize (as without the plugin,
   where sum_between's does too); sum_between's, whose address is masked
   inside the loop, does not.  The notes name each function's first line.  */
/* { dg-final { scan-dump "t.vect" "hoist.c:12:1: note: vectorized 1 loops" { target { lp64 && { x86 || aarch64 } } } } } */
/* { dg-final { scan-dump "t.vect" "hoist.c:25:1: note: vectorized 1 loops" { target { lp64 && { x86 || aarch64 } } } } } */
/* { dg-final { scan-dump "t.vect" "hoist.c:36:1: note: vectorized 0 loops" { target { lp64 && { x86 || aarch64 } } } } } */
/* Three masks, no fence.  */
/* { dg-final { scan-assembler-times "sbb" 3 { target x86 } } } */
/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler-times "csdb" 3 { target aarch64 } } } */
