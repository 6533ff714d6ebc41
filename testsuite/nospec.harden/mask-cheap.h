/* Masks that cost less (rewrite.cc):
   - a signed int is compared with its sign bit flipped at its own width
     (one add or xor) rather than widened to the word with bit 63 flipped
     (on x86-64 a sign extension and a btc), and "zn <= 20" is compared
     as "zn < 21", an immediate with no NOT of the mask (bzip2's Huffman
     decoder, "if (zn > 20) fail;");
   - the accesses at z, z - 1, ..., z - 3 of one index share one AND of z
     with the mask (bzip2's unrolled move-to-front shift), each adding
     its own constant after the AND;
   - a pointer "base + i * 4" with i the only attacker-influenced part
     keeps its scaled addressing mode: i is masked, not the sum.  */

int limit[25];
unsigned char mtf[64];

/* One-sided: zn > 20 fails; the caller keeps zn >= -4.  */
int
upper (int zn)
{
  if (zn > 20)
    return -1;
  return limit[zn + 4];
}

/* nn < 16 checks the value the loop starts from.  */
void
shift (unsigned int nn, int pp)
{
  if (nn < 16)
    while (nn > 3)
      {
        int z = pp + (int) nn;
        mtf[z] = mtf[z - 1];
        mtf[z - 1] = mtf[z - 2];
        mtf[z - 2] = mtf[z - 3];
        mtf[z - 3] = mtf[z - 4];
        nn -= 4;
      }
}

int
through (const int *base, int zn)
{
  if (zn > 20)
    return -1;
  return base[zn];
}
