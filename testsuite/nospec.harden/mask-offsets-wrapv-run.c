/* mask-offsets-run.c with -fwrapv: signed sums wrap (as under the
   kernel's -fno-strict-overflow), so the plugin does not widen them to
   share the mask, and the values must be the same all the same.  */
/* { dg-do run } */
/* { dg-options "-O2 -fwrapv" } */

#include "mask-offsets-run.c"
