/* All run checks compiled as C++11: nospec.h uses auto, static_assert
   and value-initialised zero objects there.  */
/* { dg-do run } */
/* { dg-options "-std=c++11 -O2 -Wall -Wextra" } */

#include "run-all.h"
