/* strategy=mask: the hardened code computes what plain C computes, for
   byte, int and pointer loads, in range and out of range.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-nospec-strategy=mask" } */

#include "strategy-run.h"
