/* A key that needs a value, given none.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-nospec-mode -fplugin-arg-nospec-stats" } */
/* { dg-error "'-fplugin-arg-nospec-mode' needs a value" "" { target *-*-* } 0 } */
/* { dg-error "'-fplugin-arg-nospec-stats' needs a file name" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int f (int x) { return x; }
