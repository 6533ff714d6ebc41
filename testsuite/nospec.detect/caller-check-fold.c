/* One gadget per value and caller's check: the accesses of a function
   whose only check is its caller's are folded as accesses with a check
   of their own are (msg-same-element.c).  One mask of the index at the
   top of the function protects them all, which is what the kernel's
   developers write, so they are one warning with notes.
   arch/x86/events/amd/core.c's amd_pmu_event_map () loads one of four
   tables with the parameter x86_setup_perfctr () checked; ipc/sem.c's
   perform_atomic_semop () reads and writes sma->sems[] and
   un->semadj[] with the same element of the array its caller checked.
   Left alone: a load with a check of its own besides the caller's, and
   a load with another checked value, stay warnings of their own.  */
/* { dg-do compile } */
/* { dg-options "-O2 -D__KERNEL__ -fplugin-arg-nospec-mode=audit" } */

#include "uapi/linux/nospec-sembuf.h"

extern unsigned long _copy_from_user (void *, const void *, unsigned long);
extern int model;

static unsigned long zen4_map[16], zen2_map[16], zen1_map[16], old_map[16];
static unsigned long limits[16], names[16];

static unsigned long __attribute__ ((noinline))
event_map (unsigned int hw, unsigned int other)
{
  unsigned long v;
  if (model == 4)
    v = zen4_map[hw];	/* { dg-warning "speculative load from 'zen4_map' with attacker-influenced index 'hw'" } */
  /* { dg-message "no mask can protect this load .the check is in another function." "fence reason" { target *-*-* } 28 } */
  else if (model == 2)
    v = zen2_map[hw];	/* { dg-message "speculative load from 'zen2_map' with the same index and checks here" } */
  else if (model == 1)
    v = zen1_map[hw];	/* { dg-message "speculative load from 'zen1_map' with the same index and checks here" } */
  else
    v = old_map[hw];	/* { dg-message "speculative load from 'old_map' with the same index and checks here" } */
  /* Another value the caller checked: another gadget.  */
  v += names[other];	/* { dg-warning "speculative load from 'names' with attacker-influenced index 'other'" } */
  /* { dg-message "no mask can protect this load .the check is in another function." "fence reason" { target *-*-* } 37 } */
  /* A check here too: a mask after it protects this load only.  */
  if (hw < 8)	/* { dg-message "bounds check 'hw < 8' can be bypassed" } */
    v += limits[hw];	/* { dg-warning "speculative load from 'limits' with attacker-influenced index 'hw'" } */
  return v;
}

long
__se_sys_perf (unsigned long config, unsigned long extra)
{
  if (config >= 16)	/* { dg-message "bounds check 'config >= 16' in '__se_sys_perf' can be bypassed" } */
    return -22;
  if (extra >= 16)	/* { dg-message "bounds check 'extra >= 16' in '__se_sys_perf' can be bypassed" } */
    return -22;
  return event_map (config, extra);	/* { dg-message "'__se_sys_perf' passes the checked index here" } */
}

struct sem { int semval; int sempid; };
struct sem_array { int sem_nsems; struct sem sems[64]; };
struct sem_undo { short *semadj; };
struct sem_queue
{
  struct nospec_sembuf *sops;
  int nsops;
  struct sem_undo *undo;
  int pid;
};

static int __attribute__ ((noinline))
atomic_op (struct sem_array *sma, struct sem_queue *q)
{
  struct nospec_sembuf *sops = q->sops, *sop;
  int nsops = q->nsops;
  struct sem_undo *un = q->undo;

  for (sop = sops; sop < sops + nsops; sop++)
    {
      struct sem *curr = &sma->sems[sop->sem_num];
      int sem_op = sop->sem_op;
      if (sop->sem_flg & 0x1000)
        {
          int undo = un->semadj[sop->sem_num] - sem_op;	/* { dg-warning "speculative load from 'un->semadj' with attacker-influenced index 'sop->sem_num'" } */
	  /* { dg-message "no mask can protect this load .the check is in another function." "fence reason" { target *-*-* } 79 } */
          un->semadj[sop->sem_num] = undo;	/* { dg-message "speculative store to 'un->semadj' with the same index and checks here" } */
        }
      curr->semval += sem_op;	/* { dg-message "speculative load from 'sma->sems' with the same index and checks here" } */
      /* GCC 11 reads and writes semval in one site (the fence before the
         read covers the write): no store of its own there.  */
      /* { dg-message "speculative store to 'sma->sems' with the same index and checks here" "store" { target gcc12+ } 83 } */
      curr->sempid = q->pid;	/* { dg-message "speculative store to 'sma->sems' with the same index and checks here" } */
    }
  return 0;
}

long
__se_sys_semop (struct sem_array *sma, const struct nospec_sembuf *tsops,
                unsigned int nsops, struct sem_undo *un)
{
  struct nospec_sembuf sops[32], *sop;
  struct sem_queue queue;
  unsigned int max = 0;

  if (nsops < 1 || nsops > 32)
    return -7;
  if (_copy_from_user (sops, tsops, nsops * sizeof *sops))
    return -14;
  for (sop = sops; sop < sops + nsops; sop++)
    if (sop->sem_num >= max)
      max = sop->sem_num;
  if (max >= (unsigned int) sma->sem_nsems)	/* { dg-message "bounds check 'max >= \\(unsigned int\\) sma->sem_nsems' in '__se_sys_semop' can be bypassed" } */
    return -27;
  queue.sops = sops;
  queue.nsops = nsops;
  queue.undo = un;
  queue.pid = 3;
  return atomic_op (sma, &queue);	/* { dg-message "'__se_sys_semop' passes the checked array in 'sem_queue.sops' here" } */
}
