/* Not a gadget: an unsigned char indexes a 256-entry table.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

int table[256];

int
byte_index (int c, int n)
{
  if (c < n)					/* { dg-bogus "check" } */
    return table[(unsigned char) c];		/* { dg-bogus "speculative" } */
  return 0;
}
