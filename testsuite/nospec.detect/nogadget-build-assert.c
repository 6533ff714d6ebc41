/* A build-time assertion is no check: Linux's clamp () asserts
   "statically_true (lo > hi)" with BUILD_BUG_ON_MSG, whose other side
   calls a noreturn function declared with the "error" attribute.  The
   branch is still there when the pass runs (the __builtin_constant_p is
   folded after inlining), and the code after it depends on it, but the
   build fails if the call is left in: the optimizer proves the branch
   never goes there.  The same shape with a function that only does not
   return (an abort at run time) is a check.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

extern void assert_failed (void)
  __attribute__ ((noreturn, error ("low limit above high limit")));
extern void run_time_failure (void) __attribute__ ((noreturn));
#define statically_true(c) (__builtin_constant_p (c) && (c))
#define build_bug_on(c)						\
  do { if (statically_true (c)) assert_failed (); } while (0)
#define clamp_count(v, lo, hi) ({					\
      unsigned int v_ = (v), l_ = (lo), h_ = (hi);			\
      build_bug_on (l_ > h_);						\
      v_ >= h_ ? h_ : (v_ <= l_ ? l_ : v_); })

struct screen { unsigned int cols, x; unsigned int cells[64]; };
extern void shift_right (struct screen *, unsigned int);

static void
insert_at (struct screen *s, unsigned int nr, unsigned int v)
{
  nr = clamp_count (nr, 1, s->cols - s->x);
  shift_right (s, nr);
  s->cells[s->x] = v;				/* { dg-bogus "speculative" } */
}

void
write_chars (struct screen *s, unsigned int nr, unsigned int v)
{
  insert_at (s, nr, v);
  insert_at (s, nr + 1, v);
}

static void
insert_at_checked (struct screen *s, unsigned int nr, unsigned int v)
{
  if (s->x >= s->cols)				/* { dg-message "bounds check" } */
    run_time_failure ();
  shift_right (s, nr);
  s->cells[s->x] = v;				/* { dg-warning "speculative store to 's->cells'" } */
}

void
write_chars_checked (struct screen *s, unsigned int nr, unsigned int v)
{
  insert_at_checked (s, nr, v);			/* { dg-message "is inlined into" } */
  insert_at_checked (s, nr + 1, v);
}
