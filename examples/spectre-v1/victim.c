/* victim.c - the classic Spectre v1 victim (Kocher, 2018).

   victim_function checks x against array1_size and only then reads
   array1[x]; the value read picks a cache line of array2.  Under a
   mispredicted bounds check the processor runs the two loads with an
   out-of-bounds x anyway: array1[x] reads any byte of the process (here,
   the secret string of data.c) and array2[byte * 512] leaves a footprint
   in the cache that attack.c recovers by timing.

   Compile this file plain or with -fplugin=nospec; the attack (attack.c)
   is never hardened.  The hardened build masks x on the in-bounds edge of
   the check, so a speculative x outside [0, array1_size) becomes 0 and
   the loads stay inside array1.  */

#include "victim.h"

void __attribute__ ((noinline))
victim_function (size_t x)
{
  if (x < array1_size)
    temp &= array2[array1[x] * ARRAY2_STRIDE];
}
