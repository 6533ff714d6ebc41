/* taint=sources across functions: a static helper that checks and loads
   is handed attacker data by an exported function of the same file, so
   its parameter is attacker data, inlined or not; another static helper
   only ever handed the program's own values is not.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

int table[16];
unsigned int table_size = 16;
unsigned int own_slot;

__attribute__ ((noinline)) static int
lookup (unsigned int i)
{
  if (i < table_size)				/* { dg-message "bounds check" } */
    return table[i];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

__attribute__ ((noinline)) static int
lookup_own (unsigned int i)
{
  if (i < table_size)				/* { dg-bogus "check" } */
    return table[i];				/* { dg-bogus "speculative" } */
  return 0;
}

int
api_get (unsigned int slot)
{
  return lookup (slot + 1) + lookup_own (own_slot);
}
