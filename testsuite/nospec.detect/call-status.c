/* Results of calls that are not checks of the index (default policy):
   a status code from a call handed only a context pointer, and a pointer
   returned by a call handed the index and tested against NULL (an
   allocation or a lookup).  Only the real bounds check gets a note; the
   calls' tests would each have made the load a fence site.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

struct ctx;
extern int refill (struct ctx *c);
extern void *slot_alloc (unsigned int i);

int
status_then_check (struct ctx *c, const int *table, unsigned int i,
                   unsigned int n)
{
  if (refill (c) != 0)				/* { dg-bogus "check" } */
    return -1;
  if (i < n)					/* { dg-message "bounds check" } */
    return table[i];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

int
alloc_then_check (const int *table, unsigned int i, unsigned int n)
{
  void *p = slot_alloc (i);
  if (p == 0)					/* { dg-bogus "check" } */
    return -1;
  if (i < n)					/* { dg-message "bounds check" } */
    return table[i];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}
