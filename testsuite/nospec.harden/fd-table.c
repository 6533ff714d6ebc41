/* Kernel shape: a file descriptor checked against a bound read from the
   table's own structure (fdt->max_fds), then the table loaded.  */
/* Harden mode (default arguments unless dg-options says otherwise): the
   protection must be in the assembly; the scans are at the end.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

struct file;

struct fdtable
{
  unsigned int max_fds;
  struct file **fd;
};

struct file *
fd_lookup (struct fdtable *fdt, unsigned int fd)
{
  if (fd < fdt->max_fds)
    return fdt->fd[fd];
  return 0;
}

/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
