// C++ lambdas: checked loads inside lambdas that capture the table and
// the bound by reference and by value, called through std::function.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-nospec-taint=all -fplugin-arg-nospec-checks=any" }

#include <functional>
#include <vector>

int
main ()
{
  std::vector<int> table (20);
  for (int k = 0; k < 20; k++)
    table[k] = k * k;
  unsigned bound = 20;
  auto by_ref = [&] (unsigned i) { return i < bound ? table[i] : -1; };
  const int *raw = table.data ();
  auto by_value = [raw, bound] (unsigned i) { return i < bound ? raw[i] : -2; };
  std::function<int (unsigned)> wrapped = by_ref;
  long sum = 0;
  for (unsigned i = 0; i < 25; i++)
    sum += by_ref (i) + by_value (i) + wrapped (i);
  // 3 * sum of squares 0..19 = 3 * 2470; 5 misses: -1, -2, -1 each.
  return sum == 3 * 2470 - 5 * 4 ? 0 : 1;
}
