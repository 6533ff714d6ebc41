/* All run checks at -Og. */
/* { dg-do run } */
/* { dg-options "-Og -Wall -Wextra" } */

#include "run-all.h"
