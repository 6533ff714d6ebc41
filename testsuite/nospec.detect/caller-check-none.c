/* A check in the caller, left alone (caller-check.c): the caller hands
   its argument over unchecked (no check to bypass anywhere: a bug, not
   a speculation gadget), and a caller that checks a kernel value, not
   attacker data.  No warning.  */
/* { dg-do compile } */
/* { dg-options "-O2 -D__KERNEL__ -fplugin-arg-nospec-mode=audit" } */

static int handlers[32];
extern unsigned int current_mode;

static int __attribute__ ((noinline))
do_register (unsigned int opcode)
{
  return handlers[opcode];	/* { dg-bogus "speculative" } */
}

static int __attribute__ ((noinline))
do_mode (unsigned int mode)
{
  return handlers[mode];	/* { dg-bogus "speculative" } */
}

long
__se_sys_register (long opcode)
{
  return do_register (opcode);
}

long
__se_sys_mode (long unused)
{
  if (current_mode >= 32)
    return -22;
  return do_mode (current_mode) + unused;
}
