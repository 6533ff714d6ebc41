/* A check in the caller when the callee's own checks of the index bound
   it from no side above (kernel): ptp_ioctl checks "pin_index >=
   ops->n_pins" and calls ptp_set_pinfunc, whose only tests of the pin
   are an equality in a search loop and a flag out of a call.  The
   load's warning names the caller's check and call too.  When the
   callee bounds the index itself (bounded_here), the caller's check is
   no note: the callee's own check is the one to fix.  */
/* { dg-do compile } */
/* { dg-options "-O2 -D__KERNEL__ -fplugin-arg-nospec-mode=audit" } */

struct pin { int func; int chan; };
struct info { unsigned int n_pins; struct pin *pin_config;
              int (*verify) (struct info *, unsigned int, int); };
struct clock { struct info *info; };
void disable_pin (struct info *, int, int);

int __attribute__ ((noinline))
set_pinfunc (struct clock *ptp, unsigned int pin, int func)
{
  struct info *info = ptp->info;
  struct pin *pin1 = 0, *pin2 = &info->pin_config[pin];
  unsigned int i;
  for (i = 0; i < info->n_pins; i++)
    if (info->pin_config[i].func == func)
      {
        pin1 = &info->pin_config[i];
        break;
      }
  /* POWER, RISC-V and s390x compile this test into no branch of pin.  */
  if (pin1 && i == pin)			/* { dg-message "bounds check" "" { target { x86 || aarch64 || arm } } } */
    return 0;
  if (info->verify (info, pin, func))	/* { dg-message "bounds check" } */
    return -1;
  disable_pin (info, pin2->func, pin2->chan);	/* { dg-warning "speculative load from 'info->pin_config' with attacker-influenced index 'pin'" } */
  /* { dg-message "no mask can protect this load" "fence reason" { target *-*-* } 34 } */
  pin2->func = func;			/* { dg-message "with the same index and checks here" } */
  return 0;
}

long
__se_sys_pin (struct clock *ptp, long idx, long func)
{
  if (idx >= ptp->info->n_pins)		/* { dg-message "bounds check 'idx >= ptp->info->n_pins' in '__se_sys_pin' can be bypassed" } */
    return -22;
  return set_pinfunc (ptp, idx, func);	/* { dg-message "'__se_sys_pin' passes the checked index here" } */
}

static int table[64];

int __attribute__ ((noinline))
bounded_here (unsigned int slot, unsigned int n)
{
  if (slot >= n)			/* { dg-message "bounds check 'slot >= n'" } */
    return -1;
  return table[slot];			/* { dg-warning "speculative load from 'table'" } */
}

long
__se_sys_slot (long slot, long n)
{
  if (slot >= 64 || n > 64)		/* { dg-bogus "in '__se_sys_slot'" } */
    return -22;
  return bounded_here (slot, n);	/* { dg-bogus "passes the checked index" } */
}
