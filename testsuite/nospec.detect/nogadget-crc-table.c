/* Not a gadget: an index bounded by its own computation through XOR, OR
   and addition.  A CRC table lookup "(crc >> 24) ^ byte" is at most 255
   in a 256-entry table, whatever check comes before it; "hi | lo" of two
   nibbles is at most 255; "(x & 127) + (y & 127)" at most 254.
   The other direction: crc-table-wide.c.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

unsigned int crc_table[256];
int table[256];

unsigned int
crc_update (unsigned int crc, unsigned char c, unsigned int limit)
{
  if (crc < limit)				/* { dg-bogus "check" } */
    crc = (crc << 8) ^ crc_table[(crc >> 24) ^ c]; /* { dg-bogus "speculative" } */
  return crc;
}

int
nibbles (unsigned int x, unsigned int n)
{
  if (x < n)					/* { dg-bogus "check" } */
    return table[((x >> 4) & 15) << 4 | (x & 15)]; /* { dg-bogus "speculative" } */
  return 0;
}

int
sum (unsigned int x, unsigned int y, unsigned int n)
{
  if (x < n)					/* { dg-bogus "check" } */
    return table[(x & 127) + (y & 127)];	/* { dg-bogus "speculative" } */
  return 0;
}
