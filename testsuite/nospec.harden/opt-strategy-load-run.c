/* strategy=load: the hardened code computes what plain C computes, for
   byte, int and pointer loads, in range and out of range.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-nospec-strategy=load" } */

#include "strategy-run.h"
