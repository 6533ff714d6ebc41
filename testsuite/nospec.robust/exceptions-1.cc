// C++ exceptions: a checked load in a function that throws, caught in
// its caller; landing pads and cleanups must survive the hardening.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-nospec-taint=all -fplugin-arg-nospec-checks=any" }

#include <stdexcept>
#include <string>

static int table[10] = { 5, 4, 3, 2, 1, 0, -1, -2, -3, -4 };
static int destroyed;

struct guard
{
  ~guard () { destroyed++; }
};

__attribute__ ((noinline)) int
at (unsigned i)
{
  guard g;
  if (i < 10)
    return table[i];
  throw std::out_of_range ("index " + std::to_string (i));
}

int
main ()
{
  int sum = 0, thrown = 0;
  for (unsigned i = 0; i < 15; i++)
    {
      try
        {
          sum += at (i);
        }
      catch (const std::out_of_range &e)
        {
          thrown++;
          if (std::string (e.what ()) != "index " + std::to_string (i))
            return 1;
        }
    }
  if (sum != 5 || thrown != 5 || destroyed != 15)
    return 2;
  return 0;
}
