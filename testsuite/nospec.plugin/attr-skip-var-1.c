/* nospec_skip applies to functions only.  */
/* { dg-do compile } */

int counter __attribute__ ((nospec_skip)); /* { dg-warning "'nospec_skip' attribute only applies to functions" } */

int f (int x) { return x + counter; }
