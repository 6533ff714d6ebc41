/* Kernel shape: a system call number checked against the table size, the
   table entry loaded and called indirectly.  Under misprediction the
   processor fetches a function pointer from past the table and may even
   call it speculatively.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

typedef long (*syscall_fn_t) (long, long);

#define NR_SYSCALLS 64

extern syscall_fn_t sys_call_table[NR_SYSCALLS];

long
do_syscall (unsigned long nr, long a0, long a1)
{
  syscall_fn_t fn;

  if (nr < NR_SYSCALLS)				/* { dg-message "bounds check" } */
    {
      fn = sys_call_table[nr];			/* { dg-warning "speculative load from 'sys_call_table'" } */
      return fn (a0, a1);
    }
  return -38;
}
