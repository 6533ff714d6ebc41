/* All run checks at -Os. */
/* { dg-do run } */
/* { dg-options "-Os -Wall -Wextra" } */

#include "run-all.h"
