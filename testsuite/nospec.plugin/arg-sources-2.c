/* sources=FILE with a malformed line: an error at FILE:LINE.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-nospec-sources=[file normalize $srcdir]/nospec.plugin/arg-sources-2.txt" } */
/* { dg-error "arg-sources-2.txt:3: expected 'NAME' or 'NAME arg=N' with N from 1, got 'argument=2'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int f (int x) { return x; }
