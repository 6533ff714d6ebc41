/* Hardened by hand with nospec.h: one mask (see sequence.exp).  */
#include "nospec.h"

unsigned long
mask (unsigned long i, unsigned long n)
{
  return array_index_mask_nospec (i, n);
}
