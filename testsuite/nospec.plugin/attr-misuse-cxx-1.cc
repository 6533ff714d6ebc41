// Attribute misuse in C++ gives the same warnings.
/* { dg-do compile } */

int counter __attribute__ ((nospec_skip)); /* { dg-warning "'nospec_skip' attribute only applies to functions" } */
__attribute__ ((nospec_harden (1))) int f (int x); /* { dg-warning "'nospec_harden' attribute takes no arguments" } */
__attribute__ ((nospec_untrusted_result)) void g (); /* { dg-warning "'nospec_untrusted_result' attribute on 'void g\\(\\)', which returns no value" } */

int f (int x) { return x + counter; }
