/* A check in the caller of an array's elements (kernel): ipc/sem.c's
   __do_semtimedop takes the largest sem_num of the user's operations,
   checks it once against the set's size (rule array-maximum), stores
   the array in a sem_queue on its stack and calls perform_atomic_semop
   (), which walks the array from the queue and indexes the set with
   each sem_num; the load has no check of its own, its check is the
   caller's.  The same when the callee hands the queue on
   (perform_atomic_semop_slow), when it reads the first element only,
   when the caller checks each element in a loop, and when the array
   itself is the argument.  A caller that checks nothing (update_queue,
   with a queue from a list) adds no note; the one that checks makes the
   gadget, as for an index passed by value (caller-check.c).  Left
   alone: caller-check-array-no.c.  */
/* { dg-do compile } */
/* { dg-options "-O2 -D__KERNEL__ -fplugin-arg-nospec-mode=audit" } */

#include "uapi/linux/nospec-sembuf.h"

extern unsigned long _copy_from_user (void *, const void *, unsigned long);

struct sem { int semval; int sempid; };
struct sem_array { int sem_nsems; struct sem sems[64]; };
struct sem_queue
{
  struct nospec_sembuf *sops;
  struct nospec_sembuf *blocking;
  int nsops;
  int dupsop;
};

static int __attribute__ ((noinline))
atomic_slow (struct sem_array *sma, struct sem_queue *q)
{
  struct nospec_sembuf *sop;

  for (sop = q->sops; sop < q->sops + q->nsops; sop++)
    if (sma->sems[sop->sem_num].semval < 0)	/* { dg-warning "speculative load from 'sma->sems' with attacker-influenced index 'sop->sem_num'" } */
      {
        q->blocking = sop;
        return 1;
      }
  /* { dg-message "no mask can protect this load .the check is in another function." "fence reason" { target *-*-* } 37 } */
  return 0;
}

static int __attribute__ ((noinline))
atomic_op (struct sem_array *sma, struct sem_queue *q)
{
  struct nospec_sembuf *sops = q->sops, *sop;
  int nsops = q->nsops;

  if (q->dupsop)
    return atomic_slow (sma, q);	/* { dg-message "'atomic_op' passes the checked array on in 'sem_queue.sops' here" } */
  for (sop = sops; sop < sops + nsops; sop++)
    if (sma->sems[sop->sem_num].semval < 0)	/* { dg-warning "speculative load from 'sma->sems' with attacker-influenced index 'sop->sem_num'" } */
      return 1;
  /* { dg-message "no mask can protect this load .the check is in another function." "fence reason" { target *-*-* } 55 } */
  return 0;
}

/* The first element only (IPA-SRA may hand it q->sops itself).  */
static int __attribute__ ((noinline))
first_value (struct sem_array *sma, struct sem_queue *q)
{
  return sma->sems[q->sops->sem_num].semval;	/* { dg-warning "speculative load from 'sma->sems' with " } */
  /* { dg-message "no mask can protect this load .the check is in another function." "fence reason" { target *-*-* } 65 } */
}

/* update_queue's call: the queue comes from a list, nothing here checks
   it.  */
int
retry_queue (struct sem_array *sma, struct sem_queue *q)
{
  return atomic_op (sma, q);		/* { dg-bogus "passes" } */
}

long
__se_sys_semop (struct sem_array *sma, const struct nospec_sembuf *tsops,
                unsigned int nsops)
{
  struct nospec_sembuf sops[8], *sop;
  struct sem_queue queue;
  unsigned int max = 0;
  int dupsop = 0;

  if (nsops < 1 || nsops > 8)
    return -7;
  if (_copy_from_user (sops, tsops, nsops * sizeof *sops))
    return -14;
  for (sop = sops; sop < sops + nsops; sop++)
    {
      if (sop->sem_num >= max)
        max = sop->sem_num;
      if (sop->sem_flg)
        dupsop = 1;
    }
  if (max >= (unsigned int) sma->sem_nsems)	/* { dg-message "bounds check 'max >= \\(unsigned int\\) sma->sem_nsems' in '__se_sys_semop' can be bypassed" } */
    return -27;
  queue.sops = sops;
  queue.blocking = 0;
  queue.nsops = nsops;
  queue.dupsop = dupsop;
  if (nsops == 1)
    return first_value (sma, &queue);	/* { dg-message "'__se_sys_semop' passes the checked array in 'sem_queue.sops' here" } */
  return atomic_op (sma, &queue);	/* { dg-message "'__se_sys_semop' passes the checked array in 'sem_queue.sops' here" } */
}

/* A check of each element in a loop, the array itself the argument.  */
static int __attribute__ ((noinline))
sum_values (struct sem_array *sma, const struct nospec_sembuf *sops,
            unsigned int nsops)
{
  const struct nospec_sembuf *sop;
  int sum = 0;

  for (sop = sops; sop < sops + nsops; sop++)
    sum += sma->sems[sop->sem_num].semval;	/* { dg-warning "speculative load from 'sma->sems' with attacker-influenced index 'sop->sem_num'" } */
  /* { dg-message "no mask can protect this load .the check is in another function." "fence reason" { target *-*-* } 117 } */
  return sum;
}

long
__se_sys_semsum (struct sem_array *sma, const struct nospec_sembuf *tsops,
                 unsigned int nsops)
{
  struct nospec_sembuf sops[8], *sop;

  if (nsops > 8)
    return -7;
  if (_copy_from_user (sops, tsops, nsops * sizeof *sops))
    return -14;
  for (sop = sops; sop < sops + nsops; sop++)
    if (sop->sem_num >= sma->sem_nsems)	/* { dg-message "bounds check 'sop->sem_num >= sma->sem_nsems' in '__se_sys_semsum' can be bypassed" } */
      return -27;
  return sum_values (sma, sops, nsops);	/* { dg-message "'__se_sys_semsum' passes the checked array here" } */
}
