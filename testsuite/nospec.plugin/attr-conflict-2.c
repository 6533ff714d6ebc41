/* nospec_skip and nospec_harden on two declarations of one function: the
   attribute handlers see one declaration at a time, so the pass reports
   the contradiction at the definition; nospec_skip wins.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int f (int) __attribute__ ((nospec_skip));
int f (int) __attribute__ ((nospec_harden));
int table[4];

int
f (int i) /* { dg-warning "'f' is declared both 'nospec_skip' and 'nospec_harden'; 'nospec_skip' wins" } */
{
  return i < 4 ? table[i] : 0;
}

/* { dg-final { scan-assembler-not "sbb|lfence" { target x86 } } } */
