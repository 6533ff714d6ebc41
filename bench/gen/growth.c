/* growth.c - generate C files that show how compile time grows with the
   amount of code the nospec pass looks at.

   growth funcs N > file.c    N small functions, each with one gadget
   growth stmts N > file.c    one function of N statements with N gadgets

   The gadget shape is the classic one: an index loaded from memory or
   passed in, checked against a bound, then used to load from an array:
       if (x < n) s += a[x];
   Every index comes from a parameter or a load, so a pass that treats
   parameters and loaded values as attacker-influenced sees N gadgets.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void
many_functions (unsigned long n)
{
  printf ("/* %lu functions, one gadget each.  */\n", n);
  printf ("extern int table[256];\n");
  for (unsigned long k = 0; k < n; k++)
    {
      printf ("int f%lu (const int *a, unsigned n, const unsigned *xs)\n{\n",
              k);
      printf ("  unsigned x = xs[%lu];\n", k % 64);
      printf ("  int s = %lu;\n", k % 7);
      printf ("  if (x < n)\n    s += a[x];\n");
      printf ("  return s + table[%lu];\n}\n", k % 256);
    }
  printf ("int (*const all_functions[]) (const int *, unsigned, "
          "const unsigned *) = {\n");
  for (unsigned long k = 0; k < n; k++)
    printf ("  f%lu,\n", k);
  printf ("};\n");
}

static void
one_function (unsigned long n)
{
  printf ("/* One function, %lu statements, %lu gadgets.  */\n", n, n);
  printf ("int big (const int *a, unsigned n, const unsigned *xs, "
          "unsigned x0, int *out)\n{\n");
  for (unsigned long k = 0; k < n; k++)
    {
      /* Independent statements (a running sum would make GCC's own jump
         threading quadratic and hide the pass's cost); the index comes
         from a load through a parameter or from a parameter.  */
      if (k % 2 == 0)
        printf ("  { unsigned x = xs[%lu]; if (x < n) out[%lu] = a[x]; }\n",
                k % 4096, k);
      else
        printf ("  { unsigned x = x0 ^ %luu; if (x < n) out[%lu] = a[x]; }\n",
                k, k);
    }
  printf ("  return 0;\n}\n");
}

int
main (int argc, char **argv)
{
  if (argc != 3)
    {
      fprintf (stderr, "usage: growth funcs|stmts N\n");
      return 2;
    }
  unsigned long n = strtoul (argv[2], NULL, 10);
  if (strcmp (argv[1], "funcs") == 0)
    many_functions (n);
  else if (strcmp (argv[1], "stmts") == 0)
    one_function (n);
  else
    {
      fprintf (stderr, "growth: unknown shape '%s'\n", argv[1]);
      return 2;
    }
  return ferror (stdout) ? 1 : 0;
}
