/* An unknown key is an error naming the full option; the plugin does not
   initialise.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-nospec-hardening=1" } */
/* { dg-error "unknown option '-fplugin-arg-nospec-hardening'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int f (int x) { return x; }
