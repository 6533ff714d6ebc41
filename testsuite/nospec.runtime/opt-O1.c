/* All run checks at -O1. */
/* { dg-do run } */
/* { dg-options "-O1 -Wall -Wextra" } */

#include "run-all.h"
