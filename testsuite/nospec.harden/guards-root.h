/* Shared by guards-root.c and guards-root-all.c: a check of the value the
   index is computed from ("nr > 1000"), then an unsigned check of the
   index itself ("idx >= n").  */

int
root (const int *t, unsigned int nr, unsigned int n)
{
  if (nr > 1000)
    return -1;
  unsigned int idx = nr * 2;
  if (idx >= n)
    return -2;
  return t[idx];
}
