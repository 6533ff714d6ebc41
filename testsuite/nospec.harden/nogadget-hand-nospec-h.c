/* Harden mode: nospec.h's helpers after a check
   (nospec.detect/olevel-hand-nospec-h.c, its protected functions) get
   nothing added: the assembly is the one a build without the plugin
   gives, at every -O level (harden.exp).  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

#define HAND_PROTECTED_ONLY
#include "../nospec.detect/olevel-hand-nospec-h.c"

/* { dg-final { scan-assembler-not "lfence" { target x86 } } } */
/* { dg-final { scan-assembler-not "dsb\\s+sy|isb" { target aarch64 } } } */
