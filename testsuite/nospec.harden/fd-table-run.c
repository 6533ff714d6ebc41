/* fd table with the bound read from the structure, hardened: the same
   file pointers (or NULL) as plain C.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>

struct file
{
  int id;
};

struct fdtable
{
  unsigned int max_fds;
  struct file **fd;
};

__attribute__ ((noipa)) struct file *
fd_lookup (struct fdtable *fdt, unsigned int fd)
{
  if (fd < fdt->max_fds)
    return fdt->fd[fd];
  return 0;
}

int
main (void)
{
  static struct file files[16];
  static struct file *slots[16];
  struct fdtable fdt;
  unsigned int fd;
  int i;

  for (i = 0; i < 16; i++)
    {
      files[i].id = i;
      slots[i] = (i % 3) ? &files[i] : 0;
    }
  fdt.fd = slots;
  for (fdt.max_fds = 0; fdt.max_fds <= 16; fdt.max_fds += 4)
    {
      for (fd = 0; fd < 40; fd++)
	{
	  struct file *want = fd < fdt.max_fds ? slots[fd] : 0;
	  if (fd_lookup (&fdt, fd) != want)
	    abort ();
	}
      if (fd_lookup (&fdt, ~0U) != 0 || fd_lookup (&fdt, 1U << 31) != 0)
	abort ();
    }
  return 0;
}
