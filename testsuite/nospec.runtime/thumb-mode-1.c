/* All run checks in Thumb-2 state. */
/* { dg-do run { target arm } } */
/* { dg-options "-O2 -mthumb -Wall -Wextra" } */

#include "run-all.h"
