/* 32-bit Arm before ARMv7 has neither DSB/ISB nor a CSDB that any
   assembler accepts: nospec.h does not pretend to support it and stops
   the build, as for any unknown architecture.  */
/* { dg-do compile { target arm } } */
/* { dg-options "-O2 -march=armv6 -marm -mfloat-abi=softfp" } */

#include "nospec.h"
/* { dg-error "no speculation-safe sequence is known for this architecture" "" { target *-*-* } 0 } */

int arm_v6_1_unused;
