/* kocher-run.h - data shared by the kocher-NN-run.c tests.

   array1[i] and array2[k * 512] hold values given by formulas (A and B),
   so that main can compute what every victim must return with plain
   arithmetic, never through the code under test.  Out-of-range indices
   the tests use: the bound itself, just past it, values past the end of
   array1, and values near the top of size_t.  */

#ifndef KOCHER_RUN_H
#define KOCHER_RUN_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#define ARRAY1_LEN 256

size_t array1_size = 16;
uint8_t array1[ARRAY1_LEN];
uint8_t array2[256 * 512];

#define A(i) ((uint8_t) ((i) * 3 + 1))
#define B(k) ((uint8_t) ((k) * 7 + 3))

static void
fill_arrays (void)
{
  int i;

  for (i = 0; i < ARRAY1_LEN; i++)
    array1[i] = A (i);
  for (i = 0; i < 256; i++)
    array2[i * 512] = B (i);
}

/* Indices every test tries, in range or not.  */
static const size_t probe_x[] = {
  0, 1, 2, 7, 14, 15, 16, 17, 31, 100, 159, 160, 255, 256, 4096,
  (size_t) 1 << 31, ~(size_t) 0 >> 1, ~(size_t) 0 - 16, ~(size_t) 0 - 1,
  ~(size_t) 0
};
#define NPROBES (sizeof probe_x / sizeof probe_x[0])

#define CHECK(cond) do { if (!(cond)) abort (); } while (0)

#endif
