/* All run checks at -O0: the masks must not depend on optimisation. */
/* { dg-do run } */
/* { dg-options "-O0 -Wall -Wextra" } */

#include "run-all.h"
