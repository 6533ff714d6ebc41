/* All run checks in C2x with -pedantic-errors. */
/* { dg-do run } */
/* { dg-options "-std=c2x -pedantic-errors -O2 -Wall -Wextra" } */

#include "run-all.h"
