/* suppress=FILE names a file that does not exist: an error.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-suppress=/nonexistent/nospec.suppress" } */
/* { dg-error "cannot read the nospec suppressions file '/nonexistent/nospec.suppress': No such file" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int f (int x) { return x; }
