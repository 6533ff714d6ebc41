/* An LZ-style decoder checked the way lz4 checks its cursors: on the
   pointers against the ends ("ip + length > iend - 3", "match <
   ostart"), a length extended byte by byte, literal runs and back
   references.  Hardened at every -O level it decodes what plain C
   decodes, and rejects the same damaged streams with the same code.  */
/* { dg-do run } */

#include <stdlib.h>
#include <string.h>
#include <stddef.h>

#define CHECK(x) do { if (!(x)) abort (); } while (0)

__attribute__ ((noipa)) int
lz_decode (const unsigned char *ip, const unsigned char *const iend,
           unsigned char *op, unsigned char *const oend)
{
  unsigned char *const ostart = op;
  for (;;)
    {
      if (ip >= iend)
        return -5;
      unsigned token = *ip++;
      size_t length = token >> 4;
      if (length == 15)
        {
          unsigned s;
          do
            {
              if (ip >= iend - 1)
                return -1;
              s = *ip++;
              length += s;
            }
          while (s == 255);
        }
      unsigned char *cpy = op + length;
      if (length > (size_t) (oend - op) || length > (size_t) (iend - ip)
          || cpy > oend - 12 || ip + length > iend - 3)
        {
          /* The last literals, up to the end of the input.  */
          if (length > (size_t) (oend - op) || ip + length != iend)
            return -2;
          for (size_t k = 0; k < length; k++)
            op[k] = ip[k];
          return (int) (cpy - ostart);
        }
      for (size_t k = 0; k < length; k++)
        op[k] = ip[k];
      ip += length;
      op = cpy;
      size_t offset = ip[0] | (ip[1] << 8);
      ip += 2;
      if (offset == 0 || offset > (size_t) (op - ostart))
        return -3;
      const unsigned char *match = op - offset;
      length = (token & 15) + 4;
      if (length > (size_t) (oend - op) || op + length > oend - 5)
        return -4;
      for (size_t k = 0; k < length; k++)
        op[k] = match[k];
      op += length;
    }
}

/* A stream: "abcdefgh" then a match of 10 at offset 8, then 20 literal
   bytes (15 + 5 in the extra length byte) ending the input.  */
static unsigned char stream[64];
static size_t stream_len;

static void
make_stream (void)
{
  size_t n = 0;
  stream[n++] = (8 << 4) | 6;		/* 8 literals, match 6 + 4 */
  memcpy (stream + n, "abcdefgh", 8);
  n += 8;
  stream[n++] = 8;			/* offset 8 */
  stream[n++] = 0;
  stream[n++] = 15 << 4;		/* 15 + 5 literals */
  stream[n++] = 5;
  for (int k = 0; k < 20; k++)
    stream[n++] = (unsigned char) ('A' + k);
  stream_len = n;
}

int
main (void)
{
  unsigned char out[128], want[128];
  make_stream ();

  size_t w = 0;
  memcpy (want, "abcdefgh", 8);
  w = 8;
  for (int k = 0; k < 10; k++, w++)
    want[w] = want[w - 8];
  for (int k = 0; k < 20; k++)
    want[w++] = (unsigned char) ('A' + k);

  memset (out, 0, sizeof out);
  CHECK (lz_decode (stream, stream + stream_len, out, out + sizeof out)
         == (int) w);
  CHECK (memcmp (out, want, w) == 0);

  /* Too little room for the output.  */
  CHECK (lz_decode (stream, stream + stream_len, out, out + 20) == -4);
  CHECK (lz_decode (stream, stream + stream_len, out, out + 4) == -2);
  /* Cut inputs: nothing (-5); a literal run cut short (-2), except the
     cut right after the eight literals, which is a valid last run (8
     bytes out); the 20 literals' length byte with too little after it
     (-1), then a cut last run (-2).  */
  for (size_t n = 0; n < stream_len; n++)
    {
      int want_n = n == 0 ? -5 : n == 9 ? 8 : n == 12 || n == 13 ? -1 : -2;
      CHECK (lz_decode (stream, stream + n, out, out + sizeof out) == want_n);
    }
  /* A match reaching before the output's start.  */
  unsigned char bad[40];
  memcpy (bad, stream, stream_len);
  bad[9] = 9;
  CHECK (lz_decode (bad, bad + stream_len, out, out + sizeof out) == -3);
  bad[9] = 0;
  CHECK (lz_decode (bad, bad + stream_len, out, out + sizeof out) == -3);
  /* A length byte of 255 continues the length; here past the input.  */
  unsigned char longlen[4] = { 15 << 4, 255, 255, 7 };
  CHECK (lz_decode (longlen, longlen + 4, out, out + sizeof out) == -1);
  return 0;
}
