/* Kernel shape: a file descriptor checked against a bound read from the
   table's own structure (fdt->max_fds), then the table loaded.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

struct file;

struct fdtable
{
  unsigned int max_fds;
  struct file **fd;
};

struct file *
fd_lookup (struct fdtable *fdt, unsigned int fd)
{
  if (fd < fdt->max_fds)			/* { dg-message "bounds check" } */
    return fdt->fd[fd];				/* { dg-warning "speculative load" } */
  return 0;
}
