/* A bad value for each key of the gadget model's rules.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-nospec-policy=strict -fplugin-arg-nospec-loops=none -fplugin-arg-nospec-onesided=yes -fplugin-arg-nospec-init=no -fplugin-arg-nospec-stores=harden" } */
/* { dg-error "'-fplugin-arg-nospec-policy': unknown value 'strict'; valid values are 'precise' or 'paranoid'" "" { target *-*-* } 0 } */
/* { dg-error "'-fplugin-arg-nospec-loops': unknown value 'none'" "" { target *-*-* } 0 } */
/* { dg-error "'-fplugin-arg-nospec-onesided': unknown value 'yes'" "" { target *-*-* } 0 } */
/* { dg-error "'-fplugin-arg-nospec-init': unknown value 'no'" "" { target *-*-* } 0 } */
/* { dg-error "'-fplugin-arg-nospec-stores': unknown value 'harden'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int f (int x) { return x; }
