/* nospec_untrusted_result on a function that returns nothing.  */
/* { dg-do compile } */

__attribute__ ((nospec_untrusted_result)) void f (void); /* { dg-warning "'nospec_untrusted_result' attribute on 'f', which returns no value" } */
__attribute__ ((nospec_untrusted_result)) int g (void); /* { dg-bogus "attribute" } */

void f (void) { }
