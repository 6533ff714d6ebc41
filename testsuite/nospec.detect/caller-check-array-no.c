/* A check in the caller of an array's elements, the cases left alone
   (found: caller-check-array.c).  Each callee indexes with the sem_num
   of the elements of the array it is handed, and has no check of its
   own; its one caller checks something else, or hands over something
   else than what it checked: another field of the elements, another
   array, nothing checked at all, another array stored into the
   structure's field after the check or a call that may have done so,
   a test that does not keep the call from happening, a check in a loop
   that goes on to the next element when one fails.  A callee that
   writes the structure's field before it reads the array does not read
   what the caller checked either.  No warning.  */
/* { dg-do compile } */
/* { dg-options "-O2 -D__KERNEL__ -fplugin-arg-nospec-mode=audit" } */

#include "uapi/linux/nospec-sembuf.h"

extern unsigned long _copy_from_user (void *, const void *, unsigned long);
extern void refill (void *);

struct sem { int semval; int sempid; };
struct sem_array { int sem_nsems; struct sem sems[64]; };
struct sem_queue
{
  struct nospec_sembuf *sops;
  struct nospec_sembuf *blocking;
  int nsops;
};

static int __attribute__ ((noinline))
on_other_field (struct sem_array *sma, struct sem_queue *q)
{
  struct nospec_sembuf *sop;

  for (sop = q->sops; sop < q->sops + q->nsops; sop++)
    if (sma->sems[sop->sem_num].semval < 0)	/* { dg-bogus "speculative" } */
      {
        q->blocking = sop;
        return 1;
      }
  return 0;
}

static int __attribute__ ((noinline))
on_other_array (struct sem_array *sma, struct sem_queue *q)
{
  struct nospec_sembuf *sop;

  for (sop = q->sops; sop < q->sops + q->nsops; sop++)
    if (sma->sems[sop->sem_num].semval < 0)	/* { dg-bogus "speculative" } */
      {
        q->blocking = sop;
        return 2;
      }
  return 0;
}

static int __attribute__ ((noinline))
on_unchecked (struct sem_array *sma, struct sem_queue *q)
{
  struct nospec_sembuf *sop;

  for (sop = q->sops; sop < q->sops + q->nsops; sop++)
    if (sma->sems[sop->sem_num].semval < 0)	/* { dg-bogus "speculative" } */
      {
        q->blocking = sop;
        return 3;
      }
  return 0;
}

static int __attribute__ ((noinline))
on_stored_after (struct sem_array *sma, struct sem_queue *q)
{
  struct nospec_sembuf *sop;

  for (sop = q->sops; sop < q->sops + q->nsops; sop++)
    if (sma->sems[sop->sem_num].semval < 0)	/* { dg-bogus "speculative" } */
      {
        q->blocking = sop;
        return 4;
      }
  return 0;
}

static int __attribute__ ((noinline))
on_refilled (struct sem_array *sma, struct sem_queue *q)
{
  struct nospec_sembuf *sop;

  for (sop = q->sops; sop < q->sops + q->nsops; sop++)
    if (sma->sems[sop->sem_num].semval < 0)	/* { dg-bogus "speculative" } */
      {
        q->blocking = sop;
        return 5;
      }
  return 0;
}

static int __attribute__ ((noinline))
on_not_stopped (struct sem_array *sma, struct sem_queue *q)
{
  struct nospec_sembuf *sop;

  for (sop = q->sops; sop < q->sops + q->nsops; sop++)
    if (sma->sems[sop->sem_num].semval < 0)	/* { dg-bogus "speculative" } */
      {
        q->blocking = sop;
        return 6;
      }
  return 0;
}

static int __attribute__ ((noinline))
on_skipped (struct sem_array *sma, struct sem_queue *q)
{
  struct nospec_sembuf *sop;

  for (sop = q->sops; sop < q->sops + q->nsops; sop++)
    if (sma->sems[sop->sem_num].semval < 0)	/* { dg-bogus "speculative" } */
      {
        q->blocking = sop;
        return 7;
      }
  return 0;
}

/* The maximum of sem_flg bounds nothing sem_num indexes.  */
long
__se_sys_other_field (struct sem_array *sma,
                      const struct nospec_sembuf *tsops, unsigned int nsops)
{
  struct nospec_sembuf sops[8], *sop;
  struct sem_queue queue;
  unsigned int max = 0;

  if (nsops < 1 || nsops > 8
      || _copy_from_user (sops, tsops, nsops * sizeof *sops))
    return -7;
  for (sop = sops; sop < sops + nsops; sop++)
    if ((unsigned short) sop->sem_flg >= max)
      max = (unsigned short) sop->sem_flg;
  if (max >= (unsigned int) sma->sem_nsems)	/* { dg-bogus "bounds check" } */
    return -27;
  queue.sops = sops;
  queue.nsops = nsops;
  return on_other_field (sma, &queue);		/* { dg-bogus "passes" } */
}

/* The array checked is not the array handed over.  */
long
__se_sys_other_array (struct sem_array *sma,
                      const struct nospec_sembuf *ta,
                      const struct nospec_sembuf *tb, unsigned int nsops)
{
  struct nospec_sembuf a[8], b[8], *sop;
  struct sem_queue queue;
  unsigned int max = 0;

  if (nsops < 1 || nsops > 8
      || _copy_from_user (a, ta, nsops * sizeof *a)
      || _copy_from_user (b, tb, nsops * sizeof *b))
    return -7;
  for (sop = a; sop < a + nsops; sop++)
    if (sop->sem_num >= max)
      max = sop->sem_num;
  if (max >= (unsigned int) sma->sem_nsems)	/* { dg-bogus "bounds check" } */
    return -27;
  queue.sops = b;
  queue.nsops = nsops;
  return on_other_array (sma, &queue);		/* { dg-bogus "passes" } */
}

/* Nothing checked: no check to bypass (a bug, not a gadget).  */
long
__se_sys_unchecked (struct sem_array *sma,
                    const struct nospec_sembuf *tsops, unsigned int nsops)
{
  struct nospec_sembuf sops[8];
  struct sem_queue queue;

  if (nsops < 1 || nsops > 8
      || _copy_from_user (sops, tsops, nsops * sizeof *sops))
    return -7;
  queue.sops = sops;
  queue.nsops = nsops;
  return on_unchecked (sma, &queue);		/* { dg-bogus "passes" } */
}

/* Another array stored into the field after the check, on one way to
   the call.  */
long
__se_sys_stored_after (struct sem_array *sma,
                       const struct nospec_sembuf *tsops,
                       const struct nospec_sembuf *tother,
                       unsigned int nsops, int alt)
{
  struct nospec_sembuf sops[8], other[8], *sop;
  struct sem_queue queue;
  unsigned int max = 0;

  if (nsops < 1 || nsops > 8
      || _copy_from_user (sops, tsops, nsops * sizeof *sops)
      || _copy_from_user (other, tother, nsops * sizeof *other))
    return -7;
  queue.sops = sops;
  queue.nsops = nsops;
  for (sop = sops; sop < sops + nsops; sop++)
    if (sop->sem_num >= max)
      max = sop->sem_num;
  if (max >= (unsigned int) sma->sem_nsems)	/* { dg-bogus "bounds check" } */
    return -27;
  if (alt)
    queue.sops = other;
  return on_stored_after (sma, &queue);		/* { dg-bogus "passes" } */
}

/* A call that may store anything into the queue between the check and
   the call.  */
long
__se_sys_refilled (struct sem_array *sma, const struct nospec_sembuf *tsops,
                   unsigned int nsops)
{
  struct nospec_sembuf sops[8], *sop;
  struct sem_queue queue;
  unsigned int max = 0;

  if (nsops < 1 || nsops > 8
      || _copy_from_user (sops, tsops, nsops * sizeof *sops))
    return -7;
  for (sop = sops; sop < sops + nsops; sop++)
    if (sop->sem_num >= max)
      max = sop->sem_num;
  if (max >= (unsigned int) sma->sem_nsems)	/* { dg-bogus "bounds check" } */
    return -27;
  queue.sops = sops;
  queue.nsops = nsops;
  refill (&queue);
  return on_refilled (sma, &queue);		/* { dg-bogus "passes" } */
}

/* A test that does not keep the call from happening.  */
long
__se_sys_not_stopped (struct sem_array *sma,
                      const struct nospec_sembuf *tsops, unsigned int nsops)
{
  struct nospec_sembuf sops[8], *sop;
  struct sem_queue queue;
  unsigned int max = 0;
  long err = 0;

  if (nsops < 1 || nsops > 8
      || _copy_from_user (sops, tsops, nsops * sizeof *sops))
    return -7;
  for (sop = sops; sop < sops + nsops; sop++)
    if (sop->sem_num >= max)
      max = sop->sem_num;
  if (max >= (unsigned int) sma->sem_nsems)	/* { dg-bogus "bounds check" } */
    err = -27;
  queue.sops = sops;
  queue.nsops = nsops;
  return on_not_stopped (sma, &queue) + err;	/* { dg-bogus "passes" } */
}

/* A check of each element that goes on to the next one when it fails.  */
long
__se_sys_skipped (struct sem_array *sma, const struct nospec_sembuf *tsops,
                  unsigned int nsops)
{
  struct nospec_sembuf sops[8], *sop;
  struct sem_queue queue;
  int bad = 0;

  if (nsops < 1 || nsops > 8
      || _copy_from_user (sops, tsops, nsops * sizeof *sops))
    return -7;
  for (sop = sops; sop < sops + nsops; sop++)
    if (sop->sem_num >= sma->sem_nsems)		/* { dg-bogus "bounds check" } */
      bad++;
  queue.sops = sops;
  queue.nsops = nsops;
  return on_skipped (sma, &queue) + bad;	/* { dg-bogus "passes" } */
}

/* The callee reads the array from the field after it wrote it.  */
static int __attribute__ ((noinline))
rewrites_field (struct sem_array *sma, struct sem_queue *q)
{
  struct nospec_sembuf *sop;

  q->sops = q->blocking;
  for (sop = q->sops; sop < q->sops + q->nsops; sop++)
    if (sma->sems[sop->sem_num].semval < 0)	/* { dg-bogus "speculative" } */
      return 1;
  return 0;
}

long
__se_sys_rewrites (struct sem_array *sma, const struct nospec_sembuf *tsops,
                   unsigned int nsops)
{
  struct nospec_sembuf sops[8], *sop;
  struct sem_queue queue;
  unsigned int max = 0;

  if (nsops < 1 || nsops > 8
      || _copy_from_user (sops, tsops, nsops * sizeof *sops))
    return -7;
  for (sop = sops; sop < sops + nsops; sop++)
    if (sop->sem_num >= max)
      max = sop->sem_num;
  if (max >= (unsigned int) sma->sem_nsems)	/* { dg-bogus "bounds check" } */
    return -27;
  queue.sops = sops;
  queue.blocking = sops + 1;
  queue.nsops = nsops;
  return rewrites_field (sma, &queue);		/* { dg-bogus "passes" } */
}
