/* The plugin loads and compiles a file with a bounds-checked load, with no
   message.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int table[16];

int
load_checked (unsigned int i)
{
  if (i < 16)
    return table[i];
  return 0;
}
