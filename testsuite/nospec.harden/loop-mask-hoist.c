/* A site in a loop whose address is an invariant pointer plus a multiple
   of the loop's counter ("p[i]" after "p = buf + off", "buf[off + i]")
   takes its mask once, on the loop's entry edge ("(p & m) + i * 4"),
   not inside the loop ("(p + i * 4) & m"): the loops vectorize as the
   plain ones do.  A counter that starts at the attacker's offset
   ("buf[i]", i from off) is rebased: "(buf + off * 4) & m" on the entry
   edge, plus a counter of the plugin's own from 0; so is one that
   starts at a value nothing checks (FROM in sum_between: under
   misprediction the address is NULL plus the counter's progress either
   way).  A counter that counts down is no such counter: sum_down's
   site is masked inside its loop, which stays scalar (it vectorizes
   without the plugin).
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
sum_span (const int *buf, unsigned long size, unsigned long off,
          unsigned long n)
{
  int s = 0;
  if (off >= size || n > size - off)
    return -1;
  for (unsigned long i = off; i < off + n; i++)
    s += buf[i];
  return s;
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

int
sum_down (const int *buf, unsigned long size, unsigned long off,
          unsigned long n)
{
  int s = 0;
  if (off >= size || n > size - off)
    return -1;
  const int *p = buf + off;
  for (unsigned long i = n; i-- > 0;)
    s += p[i];
  return s;
}

/* The loops of the first four functions vectorize, as without the
   plugin; sum_down's, masked inside the loop, does not (it does without
   the plugin).  The notes name each function's first line.  */
/* { dg-final { scan-dump "t.vect" "hoist.c:18:1: note: vectorized 1 loops" { target { lp64 && { x86 || aarch64 } } } } } */
/* { dg-final { scan-dump "t.vect" "hoist.c:31:1: note: vectorized 1 loops" { target { lp64 && { x86 || aarch64 } } } } } */
/* { dg-final { scan-dump "t.vect" "hoist.c:42:1: note: vectorized 1 loops" { target { lp64 && { x86 || aarch64 } } } } } */
/* { dg-final { scan-dump "t.vect" "hoist.c:54:1: note: vectorized 1 loops" { target { lp64 && { x86 || aarch64 } } } } } */
/* { dg-final { scan-dump "t.vect" "hoist.c:67:1: note: vectorized 0 loops" { target { lp64 && { x86 || aarch64 } } } } } */
/* Six masks (sum_span's two checks both guard its load), no fence.  */
/* { dg-final { scan-assembler-times "sbb" 6 { target x86 } } } */
/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler-times "csdb" 6 { target aarch64 } } } */
