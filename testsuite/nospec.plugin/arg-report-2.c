/* report= needs a value.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-nospec-report" } */
/* { dg-error "'-fplugin-arg-nospec-report' needs a directory name" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int f (int x) { return x; }
