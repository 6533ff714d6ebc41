/* A value given to a key that takes none.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-nospec-disable=1 -fplugin-arg-nospec-help=yes -fplugin-arg-nospec-version=2" } */
/* { dg-error "'-fplugin-arg-nospec-disable' takes no value" "" { target *-*-* } 0 } */
/* { dg-error "'-fplugin-arg-nospec-help' takes no value" "" { target *-*-* } 0 } */
/* { dg-error "'-fplugin-arg-nospec-version' takes no value" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int f (int x) { return x; }
