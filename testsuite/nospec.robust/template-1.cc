// C++ templates: the same checked load instantiated for several element
// and index types, through a class template and a function template.
// { dg-do run }
// { dg-options "-O2 -fplugin-arg-nospec-taint=all -fplugin-arg-nospec-checks=any" }

template <typename T, unsigned N>
struct checked_array
{
  T data[N];

  template <typename I>
  __attribute__ ((noinline)) T
  get (I i) const
  {
    if (i < static_cast<I> (N))
      return data[i];
    return T ();
  }
};

template <typename T, unsigned N, typename I>
T
sum_at (const checked_array<T, N> &a, const I *idx, int n)
{
  T s = T ();
  for (int k = 0; k < n; k++)
    s += a.get (idx[k]);
  return s;
}

int
main ()
{
  checked_array<int, 8> ai;
  checked_array<double, 4> ad;
  checked_array<unsigned char, 300> ac;
  for (int k = 0; k < 8; k++)
    ai.data[k] = k + 1;
  for (int k = 0; k < 4; k++)
    ad.data[k] = k * 0.5;
  for (int k = 0; k < 300; k++)
    ac.data[k] = static_cast<unsigned char> (k);
  const unsigned idx_u[] = { 0, 7, 8, 100 };
  const long idx_l[] = { 3, 2, 4, -1 };
  const unsigned short idx_s[] = { 299, 300, 255 };
  if (sum_at (ai, idx_u, 4) != 1 + 8)
    return 1;
  if (sum_at (ad, idx_l, 3) != 1.5 + 1.0)
    return 2;
  // unsigned char arithmetic wraps: 43 + 255 = 298 -> 42.
  if (sum_at (ac, idx_s, 3) != static_cast<unsigned char> ((299 & 0xff) + 255))
    return 3;
  return 0;
}
