/* In a user-space unit that marks no API (no function declared with
   visibility ("default"); source-api.c has one that does), the boundary
   is every exported function, and the
   parameters of a static helper are not followed back to its callers: a
   helper called out of line is left alone (following them made nearly
   every function of the benchmark programs attacker-facing).  Inlined
   into the exported function, the same check and load are found
   (opt-taint-sources.c).  The kernel follows its callers:
   source-callers.c.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

int table[16];
unsigned int table_size = 16;

__attribute__ ((noinline)) static int
lookup (unsigned int i)
{
  if (i < table_size)				/* { dg-bogus "check" } */
    return table[i];				/* { dg-bogus "speculative" } */
  return 0;
}

int
api_get (unsigned int slot)
{
  return lookup (slot + 1);
}
