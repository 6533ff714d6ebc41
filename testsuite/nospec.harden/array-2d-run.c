/* A 2-D array under one combined and under two separate checks,
   hardened: plain C's results.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>

int grid[8][16];

__attribute__ ((noipa)) int
grid_cell (unsigned int row, unsigned int col)
{
  if (row < 8 && col < 16)
    return grid[row][col];
  return -1;
}

__attribute__ ((noipa)) int
grid_cell_checked (unsigned int row, unsigned int col)
{
  if (row >= 8)
    return -1;
  if (col >= 16)
    return -1;
  return grid[row][col];
}

int
main (void)
{
  unsigned int r, c;

  for (r = 0; r < 8; r++)
    for (c = 0; c < 16; c++)
      grid[r][c] = (int) (r * 16 + c + 1);
  for (r = 0; r < 12; r++)
    for (c = 0; c < 20; c++)
      {
	int want = r < 8 && c < 16 ? (int) (r * 16 + c + 1) : -1;
	if (grid_cell (r, c) != want || grid_cell_checked (r, c) != want)
	  abort ();
      }
  if (grid_cell (~0U, 0) != -1 || grid_cell (0, ~0U) != -1
      || grid_cell_checked (~0U, 0) != -1 || grid_cell_checked (0, ~0U) != -1)
    abort ();
  return 0;
}
