/* The value mask (strategy=load) at every -O level harden.exp passes,
   natively or under qemu: byte, int and pointer loads and a signed
   two-sided check return what plain C returns, in range and out of
   range (strategy-run.h).  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-nospec-strategy=load" } */

#include "strategy-run.h"
