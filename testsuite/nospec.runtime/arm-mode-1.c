/* All run checks in ARM state (the default for armhf is Thumb-2): the sequences must assemble and work in both. */
/* { dg-do run { target arm } } */
/* { dg-options "-O2 -marm -Wall -Wextra" } */

#include "run-all.h"
