/* Twelve nested loops, each with a bounds-checked load on its counter
   and on a value loaded from the table (robust.exp also generates a
   much deeper nest).  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-nospec-taint=all -fplugin-arg-nospec-checks=any" } */

static unsigned char t[4] = { 1, 2, 3, 0 };

__attribute__ ((noinline)) unsigned long
nest (unsigned int n)
{
  unsigned long s = 0;
  unsigned int a, b, c, d, e, f, g, h, i, j, k, l;
  for (a = 0; a < n; a++)
   for (b = 0; b < n; b++)
    for (c = 0; c < n; c++)
     for (d = 0; d < n; d++)
      for (e = 0; e < n; e++)
       for (f = 0; f < n; f++)
        for (g = 0; g < n; g++)
         for (h = 0; h < n; h++)
          for (i = 0; i < n; i++)
           for (j = 0; j < n; j++)
            for (k = 0; k < n; k++)
             for (l = 0; l < n; l++)
               {
                 unsigned int x = a ^ l;
                 if (x < 4 && t[x] < 4)
                   s += t[t[x]];
               }
  return s;
}

int
main (void)
{
  /* n = 2: 4096 iterations; a ^ l in {0, 1} each half of the time;
     t[t[0]] = t[1] = 2, t[t[1]] = t[2] = 3.  */
  return nest (2) == 2048UL * 2 + 2048UL * 3 ? 0 : 1;
}
