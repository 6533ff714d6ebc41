/* A "nospec-suppress: REASON" comment on the line of a result, or alone
   on the line above it, silences that result and no other; a marker
   without a reason silences nothing and says so.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-taint=all" } */

int table[16];
int other[16];

int
f (unsigned i)
{
  if (i < 16)		/* { dg-message "bounds check 'i < 16'" } */
    return table[i];	/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

int
g (unsigned i, unsigned j, unsigned k)
{
  int v = 0;
  if (i < 16)
    v += other[i];	/* nospec-suppress: i is a constant in every caller */
  if (j < 16)
    /* nospec-suppress: reviewed, j comes from a trusted table */
    v += table[j];
  if (k < 16)		/* { dg-message "bounds check 'k < 16'" } */
    v += other[k];	// nospec-suppress
  /* { dg-warning "'nospec-suppress' at \[^ \]*suppress-marker.c:28 gives no reason; the result is not suppressed" "" { target *-*-* } 28 } */
  /* { dg-warning "speculative load from 'other' with attacker-influenced index 'k'" "" { target *-*-* } 28 } */
  return v;
}

/* Code after a comment on the line above does not take its marker.  */
int
h (unsigned i)
{
  int v = 0;
  if (i < 16)		/* { dg-message "bounds check 'i < 16'" } */
    {
      v = 1; /* nospec-suppress: this is for the line it is on */
      v += table[i];	/* { dg-warning "speculative load from 'table'" } */
    }
  return v;
}
