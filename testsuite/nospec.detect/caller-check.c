/* A check in the caller (kernel): a system call checks its argument and
   hands it to a static function of the same file that is not inlined;
   the load there has no check of its own, its check is the caller's
   (io_uring's __io_uring_register, ptp_ioctl before ptp_set_pinfunc).
   The load is a gadget, with notes at the caller's check and call.  A
   caller that does not check makes no gadget (caller-check-none.c).  */
/* { dg-do compile } */
/* { dg-options "-O2 -D__KERNEL__ -fplugin-arg-nospec-mode=audit" } */

static int handlers[32];

static int __attribute__ ((noinline))
do_register (unsigned int opcode)
{
  return handlers[opcode];	/* { dg-warning "speculative load from 'handlers' with attacker-influenced index 'opcode'" } */
  /* { dg-message "no mask can protect this load .the check is in another function." "fence reason" { target *-*-* } 15 } */
}

long
__se_sys_register (long opcode)
{
  if (opcode >= 32)	/* { dg-message "bounds check 'opcode >= 32' in '__se_sys_register' can be bypassed" } */
    return -22;
  return do_register (opcode);	/* { dg-message "'__se_sys_register' passes the checked index here" } */
}
