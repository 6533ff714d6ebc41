// Kocher's Spectre v1 example 1 in C++ (cc1plus): the classic two-level
// load, in a namespace and a member function.
// { dg-do compile }
// { dg-options "-O2 -fplugin-arg-nospec-mode=audit" }

#include <cstddef>
#include <cstdint>

namespace victim {

std::size_t array1_size = 16;
std::uint8_t array1[160] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 };
std::uint8_t array2[256 * 512];

struct leaker
{
  std::uint8_t temp;
  void victim_function_v01 (std::size_t x);
};

void
leaker::victim_function_v01 (std::size_t x)
{
  if (x < array1_size)				// { dg-message "bounds check" }
    temp &= array2[array1[x] * 512];		// { dg-warning "speculative load from '(victim::)?array1'" }
}

} // namespace victim
