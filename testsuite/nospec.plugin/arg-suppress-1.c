/* suppress=FILE with an entry without a reason: an error at FILE:LINE.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-suppress=[file normalize $srcdir]/nospec.plugin/arg-suppress-1.txt" } */
/* { dg-error "arg-suppress-1.txt:6: a suppression needs a reason: 'lookup.c:find:slot # WHY IT IS NOT A GADGET'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int f (int x) { return x; }
