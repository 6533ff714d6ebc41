/* A check merged with another condition into one flag: GCC turns
   "if (opt == 0 || i >= len) break;" into one branch on
   "(opt == 0 | i >= len) != 0" where the target's branch costs say so;
   written with "|" here, every target gets that shape.  Taken false,
   it bounds i from above,
   so it is the load's near check, and the call's own branch on a flag
   that step () computed from i (no mask can stand for it) is not
   needed: a mask, no barrier.  */

extern int step (unsigned int i);

int
scan (const unsigned char *s, unsigned int len, int opt,
      const unsigned int *pos)
{
  int sum = 0;
  for (unsigned int k = 0;; k++)
    {
      unsigned int i = pos[k];
      if (step (i) != 0)
        return -1;
      if ((opt == 0) | (i >= len))
        break;
      sum += s[i];
    }
  return sum;
}
