/* A 2-D array indexed by two checked values: once under one combined
   condition (GCC merges "row < 8 && col < 16" into a single branch: one
   check, one mask), once under two separate checks (two masks).  */
/* Harden mode (default arguments unless dg-options says otherwise): the
   protection must be in the assembly; the scans are at the end.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int grid[8][16];

int
grid_cell (unsigned int row, unsigned int col)
{
  if (row < 8 && col < 16)
    return grid[row][col];
  return -1;
}

int
grid_cell_checked (unsigned int row, unsigned int col)
{
  if (row >= 8)
    return -1;
  if (col >= 16)
    return -1;
  return grid[row][col];
}

/* { dg-final { scan-assembler-times "sbb" 3 { target x86 } } } */
/* { dg-final { scan-assembler-times "csdb" 3 { target aarch64 } } } */
