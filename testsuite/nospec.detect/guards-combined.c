/* A check merged with another condition into one flag is the load's own
   check: the warning cites it, and no barrier is needed for the flag
   that step () returns (see nospec.harden/guards-combined.h).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

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
      if ((opt == 0) | (i >= len))	/* { dg-message "bounds check '\\(opt == 0\\) \\| \\(i >= len\\)'" } */
        break;
      sum += s[i];		/* { dg-warning "speculative load from 's' with attacker-influenced index 'i'" } */
    }
  return sum;
}

/* { dg-bogus "speculation barrier" "" { target *-*-* } 0 } */
