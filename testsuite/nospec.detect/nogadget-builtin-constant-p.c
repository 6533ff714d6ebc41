/* __builtin_constant_p (nr) is no check of nr: the branch between a
   constant and a variable path (Linux's test_bit () and many other
   helpers) is still there when the pass runs, but says nothing of nr's
   value.  f has no check, so no gadget; g's only check is its own.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

int table[64];

static inline int
get (long nr)
{
  return __builtin_constant_p (nr) ? table[3] : table[nr];	/* { dg-warning "speculative load from 'table' with attacker-influenced index 'nr'" } */
}

int
f (long nr)
{
  return get (nr);
}

int
g (long nr)
{
  if (nr >= 64)		/* { dg-message "bounds check 'nr >= 64'" } */
    return 0;
  return get (nr);	/* { dg-message "'get' is inlined into 'g'" } */
}

/* { dg-bogus "__builtin_constant_p" "" { target *-*-* } 0 } */
/* { dg-bogus "speculation barrier" "" { target *-*-* } 0 } */
