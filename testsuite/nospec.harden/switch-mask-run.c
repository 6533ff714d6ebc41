/* Switch edges masked with their case values (unsigned, signed, case
   ranges, cases sharing the default's destination, a switch in a state
   machine's loop): plain C's results for every index around the cases.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>

#define CHECK(x) do { if (!(x)) abort (); } while (0)

static int tab[32];

__attribute__ ((noipa)) int
by_unsigned (unsigned int x)
{
  switch (x)
    {
    case 1: return tab[x];
    case 3: case 4: return tab[x + 1] + 100;
    case 7 ... 9: return tab[x] * 3;
    case 12: case 20: return tab[x] + 7;
    default: return x < 32 ? tab[x] - 1 : -1;
    }
}

__attribute__ ((noipa)) int
by_signed (int x)
{
  switch (x)
    {
    case -3 ... -1: return tab[x + 3];
    case 5: return tab[x];
    case 6: case 8:
    default: return x >= 0 && x < 32 ? tab[x] + 1 : -2;
    }
}

__attribute__ ((noipa)) long
by_char (const unsigned char *ops, unsigned int n)
{
  long acc = 0;
  unsigned int i;
  for (i = 0; i < n; i++)
    {
      signed char op = (signed char) ops[i];
      switch (op)
        {
        case 0 ... 15: acc += tab[op]; break;
        case -16 ... -1: acc -= tab[op + 16]; break;
        case 100: acc *= 2; break;
        default: acc += op; break;
        }
    }
  return acc;
}

static int
ref_unsigned (unsigned int x)
{
  if (x == 1) return 3;
  if (x == 3 || x == 4) return 3 * (x + 1) + 100;
  if (x >= 7 && x <= 9) return 3 * x * 3;
  if (x == 12 || x == 20) return 3 * x + 7;
  return x < 32 ? 3 * (int) x - 1 : -1;
}

static int
ref_signed (int x)
{
  if (x >= -3 && x <= -1) return 3 * (x + 3);
  if (x == 5) return 15;
  return x >= 0 && x < 32 ? 3 * x + 1 : -2;
}

int
main (void)
{
  unsigned char ops[300];
  long want = 0;
  int i;

  for (i = 0; i < 32; i++)
    tab[i] = 3 * i;
  for (i = -40; i < 80; i++)
    {
      CHECK (by_unsigned ((unsigned int) i) == ref_unsigned ((unsigned int) i));
      CHECK (by_signed (i) == ref_signed (i));
    }
  CHECK (by_unsigned (0xffffffffu) == -1);
  CHECK (by_signed (-2147483647 - 1) == -2);
  for (i = 0; i < 300; i++)
    {
      signed char op;
      ops[i] = (unsigned char) (i * 37 + 11);
      op = (signed char) ops[i];
      if (op >= 0 && op <= 15) want += tab[op];
      else if (op >= -16 && op <= -1) want -= tab[op + 16];
      else if (op == 100) want *= 2;
      else want += op;
    }
  CHECK (by_char (ops, 300) == want);
  return 0;
}
