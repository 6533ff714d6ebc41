/* report= needs a directory that exists (the plugin writes into it, it
   does not create it: a typo must not scatter logs).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-report=/nonexistent/nospec-report-dir" } */
/* { dg-error "'-fplugin-arg-nospec-report': '/nonexistent/nospec-report-dir' is not a directory" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int f (int x) { return x; }
