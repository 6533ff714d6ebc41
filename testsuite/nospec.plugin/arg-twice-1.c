/* The same key twice with different values is a contradiction.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-mode=harden" } */
/* { dg-error "'-fplugin-arg-nospec-mode' given twice with different values" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int f (int x) { return x; }
