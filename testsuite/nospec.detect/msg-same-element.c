/* One warning per gadget: the further loads and stores of one element,
   reached with the same index under the same check, are notes under the
   first access's warning, and so are those of another object with the
   same index value under the same checks (other_object): one mask of
   the index protects them all.  Another check (same_index_other_check)
   or another index (other_index) makes another warning.  The same index plus a constant (constant_apart) is
   the same gadget: one mask of the index protects both, also when the
   value the constants are added to has no name of its own
   (unnamed_root).  The same name for two values is not the same index
   (name_reused, name_reused_exact).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-taint=params" } */

struct layer { int a, b, c; };
struct desc { struct layer layer[4]; int other[4]; };

int
fill (struct desc *s, unsigned int n, int x)
{
  if (n >= 4)		/* { dg-message "bounds check 'n >= 4'" } */
    return -1;
  s->layer[n].a = x;	/* { dg-warning "speculative store to 's->layer' with attacker-influenced index 'n'" } */
  s->layer[n].b = x;	/* { dg-message "speculative store to 's->layer' with the same index and checks here" } */
  return s->layer[n].c;	/* { dg-message "speculative load from 's->layer' with the same index and checks here" } */
}

int
other_object (struct desc *s, unsigned int n)
{
  if (n >= 4)		/* { dg-message "bounds check 'n >= 4'" } */
    return -1;
  int v = s->layer[n].a;	/* { dg-warning "speculative load from 's->layer'" } */
  return v + s->other[n];	/* { dg-message "speculative load from 's->other' with the same index and checks here" } */
}

int
other_index (struct desc *s, unsigned int n, unsigned int m)
{
  if ((n >= 4) | (m >= 4))	/* { dg-message "bounds check" } */
    return -1;
  int v = s->layer[n].a;	/* { dg-warning "index 'n'" } */
  return v + s->layer[m].b;	/* { dg-warning "index 'm'" } */
}

int
same_index_other_check (struct desc *s, unsigned int n, int flag)
{
  int v = 0;
  if (n < 4)		/* { dg-message "bounds check 'n < 4'" } */
    v = s->layer[n].a;	/* { dg-warning "speculative load from 's->layer'" } */
  if (flag)
    return v;
  if (n <= 3)		/* { dg-message "bounds check 'n <= 3'" } */
    v += s->layer[n].b;	/* { dg-warning "speculative load from 's->layer'" } */
  return v;
}

/* The same index plus a constant: one mask of n protects both, so the
   second access is a note under the first's warning.  */
unsigned char bytes[16];

int
constant_apart (unsigned int n)
{
  if (n >= 14)		/* { dg-message "bounds check 'n >= 14'" } */
    return -1;
  int v = bytes[n + 1];	/* { dg-warning "speculative load from 'bytes' with attacker-influenced index 'n \\+ 1'" } */
  return v + bytes[n + 2];	/* { dg-message "speculative load from 'bytes' with index 'n \\+ 2' .the same index plus a constant. and the same checks here" } */
}

/* The shape of the kernel's cdrom volume code: OFFSET is 8 plus a
   byte-swapped field, so each index is that unnamed value plus a
   constant, all under one check.  (Here the buffer comes from read (),
   an input: in the kernel it is the device's reply, no attacker data.)  */
struct vol { unsigned char c0, c1, c2, c3; };
extern int fetch (unsigned char *, int);
extern long read (int, void *, unsigned long);

int
unnamed_root (struct vol *v, int cmd)
{
  unsigned char buffer[32], mask[32];
  unsigned short offset;

  if (read (0, buffer, sizeof buffer) != sizeof buffer)
    return -1;
  offset = 8 + __builtin_bswap16 (*(unsigned short *) (buffer + 6));
  if (offset + 16 > sizeof buffer)	/* { dg-message "bounds check 'offset \\+ 16 > sizeof buffer'" } */
    return -2;
  if (cmd == 1)		/* { dg-message "bounds check .cmd == 1." } */
    {
      v->c0 = buffer[offset + 9];	/* { dg-warning "speculative load from 'buffer' with attacker-influenced index 'offset \\+ 9'" } */
      v->c1 = buffer[offset + 11];	/* { dg-message "speculative load from 'buffer' with index 'offset \\+ 11' .the same index plus a constant." } */
      v->c2 = buffer[offset + 13];	/* { dg-message "speculative load from 'buffer' with index 'offset \\+ 13' .the same index plus a constant." } */
      v->c3 = buffer[offset + 15];	/* { dg-message "speculative load from 'buffer' with index 'offset \\+ 15' .the same index plus a constant." } */
      return 0;
    }
  if (fetch (mask, sizeof mask))
    return -1;
  buffer[offset + 9] = v->c0 & mask[offset + 9];	/* { dg-warning "speculative store to 'buffer'" } */
  /* { dg-message "speculative load from 'mask' with the same index and checks here" "" { target *-*-* } 100 } */
  buffer[offset + 11] = v->c1 & mask[offset + 11];	/* { dg-message "speculative store to 'buffer' with index 'offset \\+ 11' .the same index plus a constant." } */
  /* { dg-message "speculative load from 'mask' with index 'offset \\+ 11' .the same index plus a constant." "" { target *-*-* } 102 } */
  return fetch (buffer, sizeof buffer);
}

/* N names two values here: N + 2 reads M's element, which a mask of the
   first N does not protect, so it is a warning of its own.  */
int
name_reused (unsigned int n, unsigned int m)
{
  int v;
  if (n >= 8 || m >= 8)		/* { dg-message "bounds check" } */
    return -1;
  v = bytes[n + 1];		/* { dg-warning "speculative load from 'bytes' with attacker-influenced index 'n \\+ 1'" } */
  n = m;
  return v + bytes[n + 2];	/* { dg-warning "speculative load from 'bytes' with attacker-influenced index 'n \\+ 2'" } */
}

/* The same, without a constant: the second BYTES[N] reads M's element.  */
int
name_reused_exact (unsigned int n, unsigned int m)
{
  int v;
  if (n >= 8 || m >= 8)		/* { dg-message "bounds check" } */
    return -1;
  v = bytes[n];			/* { dg-warning "speculative load from 'bytes' with attacker-influenced index 'n'" } */
  n = m;
  return v + bytes[n];		/* { dg-warning "speculative load from 'bytes' with attacker-influenced index 'n'" } */
}
