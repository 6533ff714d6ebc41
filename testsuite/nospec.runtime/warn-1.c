/* All run checks under extra warnings a user may have on: conversions, shadowing, qualifiers, undefined macros in #if. */
/* { dg-do run } */
/* { dg-options "-O2 -Wall -Wextra -Wconversion -Wsign-conversion -Wshadow -Wcast-qual -Wundef -Wpointer-arith -Wbad-function-cast -Werror" } */

#include "run-all.h"
