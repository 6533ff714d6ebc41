/* nospec_untrusted marks parameters, not functions; nor does it take an
   argument.  */
/* { dg-do compile } */

__attribute__ ((nospec_untrusted)) int f (int x); /* { dg-warning "'nospec_untrusted' attribute only applies to function parameters" } */
int g (int x __attribute__ ((nospec_untrusted (2)))); /* { dg-warning "'nospec_untrusted' attribute takes no arguments" } */

int f (int x) { return x; }
int g (int x) { return x; }
