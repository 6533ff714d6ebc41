/* A check merged with another condition into one flag is the load's own
   check: the warning cites it, and no barrier is needed for the flag
   that step () returns.  The function is nospec.harden/guards-combined.h
   (lines 22 and 24 there).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

#include "../nospec.harden/guards-combined.h"

/* { dg-message "bounds check '\\(opt == 0\\) \\| \\(i >= len\\)'" "" { target *-*-* } 22 } */
/* { dg-warning "speculative load from 's' with attacker-influenced index 'i'" "" { target *-*-* } 24 } */
/* { dg-bogus "speculation barrier" "" { target *-*-* } 0 } */
