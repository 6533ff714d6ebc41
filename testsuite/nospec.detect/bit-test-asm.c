/* x86 bit tests on memory with a register offset are loads (bt) and
   stores (bts, btr, btc) indexed by the offset; a constant offset, or
   one kept inside the memory operand by its computation, is none.  The
   helpers and the checked functions are nospec.harden/bit-test-asm.h
   (the line numbers below are its lines).  */
/* { dg-do compile { target x86 } } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

#include "../nospec.harden/bit-test-asm.h"

/* { dg-warning "speculative load from 'bitmap' with attacker-influenced index 'nr'" "" { target *-*-* } 10 } */
/* { dg-warning "speculative store to 'bitmap' with attacker-influenced index 'nr'" "" { target *-*-* } 20 } */
/* { dg-message "bounds check" "" { target *-*-* } 31 } */
/* { dg-message "'bit_test' is inlined into 'test_checked'" "" { target *-*-* } 33 } */
/* { dg-message "bounds check" "" { target *-*-* } 40 } */
/* { dg-message "'bit_set' is inlined into 'set_checked'" "" { target *-*-* } 42 } */

int
test_constant (void)
{
  return bit_test (200, bitmap);
}
