// The plugin loads into g++ and compiles C++ with its attributes.
/* { dg-do compile } */
/* { dg-options "-O2" } */

struct table
{
  int cells[16];
  __attribute__ ((nospec_harden)) int at (unsigned int i) const
  {
    return i < 16 ? cells[i] : 0;
  }
};

int
use (const table &t, unsigned int i __attribute__ ((nospec_untrusted)))
{
  return t.at (i);
}
