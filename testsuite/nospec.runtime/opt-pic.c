/* All run checks in position-independent code (the zero objects are reached through the GOT or PC-relative addresses). */
/* { dg-do run } */
/* { dg-options "-O2 -fPIC -Wall -Wextra" } */

#include "run-all.h"
