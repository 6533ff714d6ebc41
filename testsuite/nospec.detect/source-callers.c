/* taint=sources across functions, in a kernel: a static helper that
   checks and loads is handed a system call's argument by the syscall in
   the same file, so its parameter is attacker data, inlined or not;
   another static helper only ever handed the kernel's own values is not.
   (User space: source-callers-user.c.)  */
/* { dg-do compile } */
/* { dg-options "-O2 -D__KERNEL__ -fplugin-arg-nospec-mode=audit" } */

int table[16];
unsigned int table_size = 16;
unsigned int own_slot;

__attribute__ ((noinline)) static int
lookup (unsigned int i)
{
  if (i < table_size)				/* { dg-message "bounds check" } */
    return table[i];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

__attribute__ ((noinline)) static int
lookup_own (unsigned int i)
{
  if (i < table_size)				/* { dg-bogus "check" } */
    return table[i];				/* { dg-bogus "speculative" } */
  return 0;
}

long
__se_sys_get (long slot)
{
  return lookup ((unsigned int) slot + 1) + lookup_own (own_slot);
}
