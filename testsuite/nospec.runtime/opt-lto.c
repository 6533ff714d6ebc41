/* All run checks with link-time optimisation: nothing may fold the masks away across the whole program. */
/* { dg-do run } */
/* { dg-options "-O2 -flto -Wall -Wextra" } */

#include "run-all.h"
