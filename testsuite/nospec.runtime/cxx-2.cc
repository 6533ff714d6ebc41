/* All run checks compiled as C++17 with -pedantic-errors, at -O0.  */
/* { dg-do run } */
/* { dg-options "-std=c++17 -pedantic-errors -O0 -Wall -Wextra" } */

#include "run-all.h"
