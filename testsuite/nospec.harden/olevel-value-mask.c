/* The value mask (strategy=load, the RFC's nospec_load): the load
   happens at the unmasked address and the loaded value is ANDed with the
   predicate mask of the check before any use.  Run at every -O level
   harden.exp passes.  x86-64: cmp/sbb, then the load followed by an AND
   of its result (a cltq or a copy of the mask register may come in
   between: GCC 16 at -O0), or the load folded into the AND as its
   memory operand (andl (%rdi,%rdx,4), %eax); AArch64: cmp/csel/csdb,
   then ldr followed by an AND of the loaded register (at -O0 a copy of
   the mask's low half may come in between: the value is an int, masked
   in its own type).  Never an AND of the address right
   before the load (the index mask of olevel-predicate-mask.c), no
   fence.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-nospec-strategy=load" } */

#include <stddef.h>

int
load_int (const int *p, size_t n, size_t x)
{
  if (x < n)
    return p[x];
  return -1;
}

/* { dg-final { scan-assembler {\msbb\s+(%\w+), \1\n} { target x86_64 } } } */
/* { dg-final { scan-assembler {\mand[lq]\s+\(%r(?!bp|sp)\w+(?:,%\w+(?:,\d)?)?\), %\w+|\mmov[a-z]*\s+\(%r(?!bp|sp)\w+(?:,%\w+(?:,\d)?)?\), %\w+\n(?:\s*(?:cltq|mov[lq]\s+%\w+, %\w+)\n){0,2}\s*and[lq]?\s} { target x86_64 } } } */
/* { dg-final { scan-assembler-not {\mand[lq]?\s+%\w+, %(\w+)\n\s*movl?\s+\(%\1\)} { target x86_64 } } } */
/* { dg-final { scan-assembler-not {lfence} { target x86_64 } } } */
/* { dg-final { scan-assembler {\mcsel\s+(x\d+), \1, xzr, lo\n\s*csdb\n} { target aarch64 } } } */
/* { dg-final { scan-assembler {\mldr(?:sw)?\s+[wx]\d+, \[x\d+(?:, [^\]]*)?\]\n(?:\s*(?:sxtw\s+x\d+, w\d+|mov\s+w\d+, w\d+)\n){0,2}\s*and\s} { target aarch64 } } } */
/* { dg-final { scan-assembler-not {\mand\s+(x\d+), x\d+, x\d+\n\s*ldr(?:sw)?\s+[wx]\d+, \[\1\]} { target aarch64 } } } */
/* { dg-final { scan-assembler-not {dsb\s+sy|\misb\M} { target aarch64 } } } */
