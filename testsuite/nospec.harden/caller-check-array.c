/* A check in the caller of an array's elements (kernel; detection:
   nospec.detect/caller-check-array.c): the load in the callee that
   reads the set with each sem_num of the array its caller checked has
   no check of its own to make a mask from, so harden mode fences it, as
   for an index passed by value.  The same callee shape handed an array
   nobody checked gets nothing.  */
/* { dg-do compile } */
/* { dg-options "-O2 -D__KERNEL__ -fplugin-arg-nospec-verbose=1" } */
/* { dg-require-effective-target fence } */

#include "../nospec.detect/uapi/linux/nospec-sembuf.h"

extern unsigned long _copy_from_user (void *, const void *, unsigned long);

struct sem { int semval; int sempid; };
struct sem_array { int sem_nsems; struct sem sems[64]; };
struct sem_queue
{
  struct nospec_sembuf *sops;
  struct nospec_sembuf *blocking;
  int nsops;
};

static int __attribute__ ((noinline))
atomic_op (struct sem_array *sma, struct sem_queue *q)
{
  struct nospec_sembuf *sop;

  for (sop = q->sops; sop < q->sops + q->nsops; sop++)
    if (sma->sems[sop->sem_num].semval < 0)	/* { dg-message "fence: the check is in another function" } */
      {
        q->blocking = sop;
        return 1;
      }
  return 0;
}

static int __attribute__ ((noinline))
atomic_unchecked (struct sem_array *sma, struct sem_queue *q)
{
  struct nospec_sembuf *sop;

  for (sop = q->sops; sop < q->sops + q->nsops; sop++)
    if (sma->sems[sop->sem_num].semval < 0)	/* { dg-bogus "fence" } */
      {
        q->blocking = sop;
        return 2;
      }
  return 0;
}

long
__se_sys_semop (struct sem_array *sma, const struct nospec_sembuf *tsops,
                unsigned int nsops)
{
  struct nospec_sembuf sops[8], *sop;
  struct sem_queue queue;
  unsigned int max = 0;

  if (nsops < 1 || nsops > 8
      || _copy_from_user (sops, tsops, nsops * sizeof *sops))
    return -7;
  queue.sops = sops;
  queue.nsops = nsops;
  if (nsops & 1)
    return atomic_unchecked (sma, &queue);
  for (sop = sops; sop < sops + nsops; sop++)
    if (sop->sem_num >= max)
      max = sop->sem_num;
  if (max >= (unsigned int) sma->sem_nsems)
    return -27;
  return atomic_op (sma, &queue);
}

/* { dg-final { scan-assembler-times "lfence" 1 { target x86 } } } */
/* { dg-final { scan-assembler-times "dsb\\s+sy" 1 { target aarch64 } } } */
