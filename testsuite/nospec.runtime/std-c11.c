/* All run checks in strict ISO C11 with -pedantic-errors. */
/* { dg-do run } */
/* { dg-options "-std=c11 -pedantic-errors -O2 -Wall -Wextra" } */

#include "run-all.h"
