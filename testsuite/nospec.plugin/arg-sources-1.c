/* sources=FILE that does not exist: an error naming the file.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-nospec-sources=/nonexistent/nospec-sources.txt" } */
/* { dg-error "cannot open '/nonexistent/nospec-sources.txt' for '-fplugin-arg-nospec-sources'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int f (int x) { return x; }
