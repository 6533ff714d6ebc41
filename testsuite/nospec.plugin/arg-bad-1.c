/* A bad value for each key that takes a choice.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-nospec-mode=warn -fplugin-arg-nospec-strategy=lfence -fplugin-arg-nospec-taint=none -fplugin-arg-nospec-checks=all -fplugin-arg-nospec-scope=none -fplugin-arg-nospec-verbose=2 -fplugin-arg-nospec-call-checks=lfence" } */
/* { dg-error "'-fplugin-arg-nospec-mode': unknown value 'warn'" "" { target *-*-* } 0 } */
/* { dg-error "'-fplugin-arg-nospec-strategy': unknown value 'lfence'" "" { target *-*-* } 0 } */
/* { dg-error "'-fplugin-arg-nospec-taint': unknown value 'none'" "" { target *-*-* } 0 } */
/* { dg-error "'-fplugin-arg-nospec-checks': unknown value 'all'" "" { target *-*-* } 0 } */
/* { dg-error "'-fplugin-arg-nospec-scope': unknown value 'none'" "" { target *-*-* } 0 } */
/* { dg-error "'-fplugin-arg-nospec-verbose': unknown value '2'" "" { target *-*-* } 0 } */
/* { dg-error "'-fplugin-arg-nospec-call-checks': unknown value 'lfence'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int f (int x) { return x; }
