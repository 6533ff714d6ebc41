/* All run checks at -O3 (inlining, unrolling, vectorisation). */
/* { dg-do run } */
/* { dg-options "-O3 -Wall -Wextra" } */

#include "run-all.h"
