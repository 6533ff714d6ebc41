/* The index as the source writes it: 'm - 1', never GIMPLE's wrapped
   '(m + 4294967295) * 16'; with the bound it was checked against.  From
   the source text of the subscript, and (a returned element address, as
   in lua 5.4's luaH_getint) from the IL with the element size divided
   out.  On 32-bit targets GCC folds "(m - 1) * 16" in the 32-bit
   sizetype to "(m + 268435455) * 16": the message still says 'm - 1'.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

struct value { long v; long tt; };
struct table { unsigned int alimit; struct value *array; };

long
get_before (struct table *t, unsigned int m)
{
  if (m - 1 < t->alimit)	/* { dg-message "bounds check 'm - 1 < t->alimit' can be bypassed under speculation" } */
    return t->array[m - 1].v;	/* { dg-warning "speculative load from 't->array' with attacker-influenced index 'm - 1'" } */
  return 0;
}

long
get_elem (long *array, unsigned int n, unsigned int m)
{
  if (m - 1 < n)		/* { dg-message "bounds check 'm - 1 < n' can be bypassed under speculation" } */
    return array[m - 1];	/* { dg-warning "speculative load from 'array' with attacker-influenced index 'm - 1' checked against 'n'" } */
  return 0;
}

const struct value *
get_int (const struct table *t, long long key)
{
  if ((unsigned long long) key - 1u < t->alimit)	/* { dg-message "bounds check" } */
    return &t->array[key - 1];	/* { dg-warning "speculative load from 't->array' with attacker-influenced index 'key - 1'" } */
  /* { dg-message "no mask can protect this load \\(operands wider than a word\\)" "" { target ilp32 } 33 } */
  return 0;
}
