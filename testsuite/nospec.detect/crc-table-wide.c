/* The other direction of nogadget-crc-table.c: the same shapes with a
   bound past the table are gadgets.  "(crc >> 23) ^ byte" reaches 511 in
   a 256-entry table, "(x & 255) + (y & 1)" 256, and an XOR with an
   unbounded value anything.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

unsigned int crc_table[256];
int table[256];

unsigned int
crc_wide (unsigned int crc, unsigned char c, unsigned int limit)
{
  if (crc < limit)				/* { dg-message "check" } */
    crc = (crc << 8) ^ crc_table[(crc >> 23) ^ c]; /* { dg-warning "speculative" } */
  return crc;
}

int
sum_past (unsigned int x, unsigned int y, unsigned int n)
{
  if (x < n)					/* { dg-message "check" } */
    return table[(x & 255) + (y & 1)];		/* { dg-warning "speculative" } */
  return 0;
}

int
xor_unbounded (unsigned int x, unsigned int y, unsigned int n)
{
  if (x < n)					/* { dg-message "check" } */
    return table[(x & 255) ^ y];		/* { dg-warning "speculative" } */
  return 0;
}
