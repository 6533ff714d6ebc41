/* All run checks in strict ISO C99 with -pedantic-errors: the header uses only double-underscore extensions marked __extension__. */
/* { dg-do run } */
/* { dg-options "-std=c99 -pedantic-errors -O2 -Wall -Wextra" } */

#include "run-all.h"
