/* A check whose bound is not a size: "i <= last".  No index mask of the
   array_index_mask_nospec kind fits it (the size would be last + 1,
   which wraps when last is the largest value); the mask is the
   predicate itself, computed branch-free from the comparison's operands
   as NOT (last < i), and the index is ANDed with it before the load
   (from -O1 only the index: a + (i & m) * 4 keeps the scaled
   addressing mode, where masking the whole address a + i * 4 needs the
   sum in a register first; -O0 masks the address).  Run at every -O
   level harden.exp passes: the shape must survive each.  x86-64:
   cmp/sbb, not, and, then the load through the masked index (at -O0,
   the masked address); AArch64: cmp/csel/csdb, mvn, and, then the
   load.  No fence, and not the value mask of strategy=load
   (olevel-value-mask.c).  */
/* { dg-do compile } */

#include <stddef.h>

int
upto (const int *a, size_t last, size_t i)
{
  if (i <= last)
    return a[i];
  return -1;
}

/* { dg-final { scan-assembler {\msbb\s+(%\w+), \1\n(?:.*\n)*?\s*not[lq]?\s+%\w+\n(?:.*\n)*?\s*and[lq]?\s+\S+, %(\w+)\n\s*movl?\s+\((?:%\w+,)?%\2(?:,4)?\)} { target x86_64 } } } */
/* { dg-final { scan-assembler-not {lfence} { target x86_64 } } } */
/* { dg-final { scan-assembler {\mcsel\s+(x\d+), \1, xzr, lo\n\s*csdb\n(?:.*\n)*?\s*mvn\s+x\d+, x\d+\n(?:.*\n)*?\s*and\s+(x\d+), x\d+, x\d+\n\s*ldr\s+w\d+, \[(?:x\d+, )?\2(?:, lsl 2)?\]} { target aarch64 } } } */
/* { dg-final { scan-assembler-not {dsb\s+sy|\misb\M} { target aarch64 } } } */
