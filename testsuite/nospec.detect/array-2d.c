/* A 2-D array indexed by two checked values: once under one combined
   condition (GCC merges "row < 8 && col < 16" into a single branch), once
   under two separate checks.  The object's name is matched up to its
   first subscript: GCC may name it 'grid' or 'grid[row]'.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

int grid[8][16];

int
grid_cell (unsigned int row, unsigned int col)
{
  if (row < 8 && col < 16)			/* { dg-message "bounds check" } */
    return grid[row][col];			/* { dg-warning "speculative load from 'grid" } */
  return -1;
}

int
grid_cell_checked (unsigned int row, unsigned int col)
{
  if (row >= 8)					/* { dg-message "bounds check" } */
    return -1;
  if (col >= 16)				/* { dg-message "bounds check" } */
    return -1;
  return grid[row][col];			/* { dg-warning "speculative load from 'grid" } */
}
