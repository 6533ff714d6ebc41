/* suppress=FILE with a key that is neither a fingerprint nor
   FILE:FUNCTION:INDEX: an error at FILE:LINE.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-suppress=[file normalize $srcdir]/nospec.plugin/arg-suppress-2.txt" } */
/* { dg-error "arg-suppress-2.txt:2: '0123456789abcde' is neither a fingerprint \\(16 hex digits\\) nor FILE:FUNCTION:INDEX" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int f (int x) { return x; }
