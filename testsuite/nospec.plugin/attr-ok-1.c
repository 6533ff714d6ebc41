/* Every attribute where it belongs: no warning at all.  */
/* { dg-do compile } */
/* { dg-options "-O2 -Wall -Wextra -Wattributes" } */

extern int lookup (int) __attribute__ ((nospec_untrusted_result));

__attribute__ ((nospec_harden)) int
hardened (const int *table, unsigned int n,
          unsigned int i __attribute__ ((nospec_untrusted)))
{
  return i < n ? table[i] : lookup ((int) i);
}

__attribute__ ((nospec_skip)) int
skipped (const int *table, unsigned int n, unsigned int i)
{
  return i < n ? table[i] : 0;
}
