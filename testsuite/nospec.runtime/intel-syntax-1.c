/* All run checks with -masm=intel: the x86 template carries both operand orders ({AT&T|Intel}); with the AT&T order alone cmp compared the operands the wrong way round and every mask was inverted. */
/* { dg-do run { target x86 } } */
/* { dg-options "-O2 -masm=intel -Wall -Wextra" } */

#include "run-all.h"
