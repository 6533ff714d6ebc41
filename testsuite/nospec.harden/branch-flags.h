/* Branches that take the flags of their masks (plugin/branch-flags.cc):
   each function has one check and one load it guards, so its mask's
   compare is the only compare it needs.  The relations the plugin masks
   (<, >, <=, >=, a flag != 0), on unsigned, signed and pointer-sized
   operands, against a constant and a variable, with the load on the
   true edge and on the false edge.  */

int tab[64];
unsigned char bytes[300];

int
lt_var (unsigned long i, unsigned long n)
{
  if (i < n)
    return tab[i];
  return -1;
}

int
gt_const (unsigned int i)
{
  if (i > 63)
    return -1;
  return tab[i];
}

int
le_const (unsigned int i)
{
  if (i <= 63)
    return tab[i];
  return -1;
}

int
ge_var (unsigned int i, unsigned int n)
{
  if (i >= n)
    return -1;
  return tab[i];
}

int
le_var (unsigned long i, unsigned long n)
{
  if (i <= n)
    return tab[i];
  return -1;
}

/* GCC turns the two checks into one unsigned compare.  */
int
signed_gt (int i)
{
  if (i > 63 || i < 0)
    return -1;
  return tab[i];
}

/* A signed compare, masked on the sign-flipped words; the lower check
   is a branch of its own.  */
int
signed_ge (long i)
{
  if (i >= 64)
    return -1;
  if (i < 0)
    return -2;
  return tab[i];
}

/* Two checks merged into one flag: "flag != 0" is masked as
   "!(flag < 1)".  */
int
merged (unsigned int k, unsigned int i)
{
  if (k == 7 && i < 300)
    return bytes[i];
  return -1;
}
