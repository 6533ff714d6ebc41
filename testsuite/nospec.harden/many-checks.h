/* Forty checks of one index, each against its own bound: more than the
   32 that used to be the limit past which a load got a fence.  */

#define C(k) if (i < b[k])
#define C8(k) C (k) C (k + 1) C (k + 2) C (k + 3) C (k + 4) C (k + 5) \
  C (k + 6) C (k + 7)

__attribute__ ((noipa)) int
forty (const int *a, unsigned int i, const unsigned int *b)
{
  C8 (0) C8 (8) C8 (16) C8 (24) C8 (32)
    return a[i];
  return -1;
}
