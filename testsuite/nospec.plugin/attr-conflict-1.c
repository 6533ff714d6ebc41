/* nospec_harden and nospec_skip on one declaration contradict each other:
   the second one is dropped with a warning.  */
/* { dg-do compile } */

__attribute__ ((nospec_harden, nospec_skip)) int f (int x); /* { dg-warning "'nospec_skip' attribute conflicts with 'nospec_harden'" } */
__attribute__ ((nospec_skip, nospec_harden)) int g (int x); /* { dg-warning "'nospec_harden' attribute conflicts with 'nospec_skip'" } */

int f (int x) { return x; }
int g (int x) { return x; }
