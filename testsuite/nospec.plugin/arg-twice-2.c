/* The same key twice with the same value is accepted (build systems add
   flags twice).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-verbose -fplugin-arg-nospec-verbose" } */
/* { dg-bogus "given twice" "" { target *-*-* } 0 } */

int f (int x) { return x; }
