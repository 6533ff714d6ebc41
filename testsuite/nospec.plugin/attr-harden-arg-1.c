/* nospec_harden takes no argument.  */
/* { dg-do compile } */

__attribute__ ((nospec_harden (1))) int f (int x); /* { dg-warning "'nospec_harden' attribute takes no arguments" } */

int f (int x) { return x; }
