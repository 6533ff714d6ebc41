/* All run checks in GNU C99, the oldest dialect nospec.h supports. */
/* { dg-do run } */
/* { dg-options "-std=gnu99 -O2 -Wall -Wextra" } */

#include "run-all.h"
