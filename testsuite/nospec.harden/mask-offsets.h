/* One index and many constants (bzip2's unrolled frequency count,
   "s->rfreq[bt][mtfv[gs + 0]]++; ... mtfv[gs + 49]"): the index is
   masked once and each access adds its constant after the AND, as the
   addressing mode's displacement, for an array of known size and for
   a pointer.  Under misprediction each access reads its constant's
   element (at most 128 bytes from the start), not one the attacker
   chooses.  A constant farther away than that keeps a mask of its
   own sum.  */

short t[80];

int
window (int gs)
{
  if (gs > 64)
    return -1;
  return t[gs] + t[gs + 1] + t[gs + 2] + t[gs + 3] + t[gs + 4] + t[gs + 5]
         + t[gs + 6] + t[gs + 7] + t[gs + 8] + t[gs + 9] + t[gs + 10]
         + t[gs + 11] + t[gs + 12] + t[gs + 13] + t[gs + 14] + t[gs + 15];
}

int
window_ptr (const unsigned short *p, int gs, int n)
{
  if (gs >= n)
    return -1;
  return p[gs] + p[gs + 7] + p[gs + 31] + p[gs + 49];
}

/* 100 shorts = 200 bytes: too far for the shared mask.  */
int
far (const short *p, int gs, int n)
{
  if (gs >= n)
    return -1;
  return p[gs + 100];
}
