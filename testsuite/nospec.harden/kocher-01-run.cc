// Kocher's example 1 in C++, hardened: plain C++'s results, through a
// template and a std::vector as well as a plain array.
// { dg-do run }
// { dg-options "-O2" }

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <vector>

namespace {

std::size_t array1_size = 16;
std::uint8_t array1[256];
std::uint8_t array2[256 * 512];

inline std::uint8_t a_of (std::size_t i) { return (std::uint8_t) (i * 3 + 1); }
inline std::uint8_t b_of (std::size_t k) { return (std::uint8_t) (k * 7 + 3); }

}

__attribute__ ((noipa)) int
victim (std::size_t x)
{
  if (x < array1_size)
    return array2[array1[x] * 512];
  return -1;
}

template <typename T>
__attribute__ ((noipa)) T
vector_victim (const std::vector<T> &v, std::size_t x)
{
  if (x < v.size ())
    return v[x];
  return T (-1);
}

int
main ()
{
  for (std::size_t i = 0; i < 256; i++)
    {
      array1[i] = a_of (i);
      array2[i * 512] = b_of (i);
    }
  std::vector<long> v;
  for (long i = 0; i < 20; i++)
    v.push_back (i * i);
  for (std::size_t x = 0; x < 300; x++)
    {
      if (victim (x) != (x < 16 ? b_of (a_of (x)) : -1))
	std::abort ();
      if (vector_victim (v, x) != (x < 20 ? (long) (x * x) : -1L))
	std::abort ();
    }
  if (victim (~(std::size_t) 0) != -1 || vector_victim (v, ~(std::size_t) 0) != -1L)
    std::abort ();
  return 0;
}
