/* A check in the caller of a function that IPA made a clone of
   (kernel): IPA-SRA drops a parameter the function does not use, so the
   clone's first parameter is the call's second argument.  The check
   that counts is the one of the argument the load's index comes from:
   the caller's check of the index is found, the check of the dropped
   argument is no check of the index (caller-check.c).  */
/* { dg-do compile } */
/* { dg-options "-O2 -D__KERNEL__ -fplugin-arg-nospec-mode=audit" } */

int handlers[32];
int slots[32];

static int __attribute__ ((noinline))
get_handler (long unused, unsigned int opcode)
{
  return handlers[opcode];	/* { dg-warning "speculative load from 'handlers' with attacker-influenced index 'opcode'" } */
  /* { dg-message "no mask can protect this load .the check is in another function." "fence reason" { target *-*-* } 16 } */
}

static int __attribute__ ((noinline))
get_slot (long unused, unsigned int slot)
{
  return slots[slot];		/* { dg-bogus "speculative" } */
}

long
__se_sys_handler (long unused, long opcode)
{
  if (opcode >= 32)		/* { dg-message "bounds check 'opcode >= 32' in '__se_sys_handler' can be bypassed" } */
    return -22;
  return get_handler (unused, opcode);	/* { dg-message "'__se_sys_handler' passes the checked index here" } */
}

long
__se_sys_slot (long other, long slot)
{
  if (other >= 32)		/* { dg-bogus "bounds check" } */
    return -22;
  return get_slot (other, slot);	/* { dg-bogus "passes" } */
}
