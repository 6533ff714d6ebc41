/* Rule array-maximum: a check of the largest element of an array bounds
   each element.  ipc/sem.c's do_semtimedop takes the maximum sem_num of
   the user's operations in a loop, checks it once against the set's
   size, then indexes with an element: the check shares no value with
   the index (the maximum is made of loads through the loop's cursor),
   yet it is the index's bounds check.  Left alone: a maximum over
   another field or another array (rule-array-maximum-no.c).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

#include <string.h>

struct sembuf_like
{
  unsigned short sem_num;
  short sem_op;
  short sem_flg;
};

struct sem_like
{
  int semval;
  int sempid;
};

struct sem_array_like
{
  int sem_nsems;
  struct sem_like sems[64];
};

int
do_semop (struct sem_array_like *sma, const void *user_buf, unsigned nsops)
{
  struct sembuf_like sops[8], *sop;
  unsigned max = 0;

  if (nsops > 8)
    return -7;
  memcpy (sops, user_buf, nsops * sizeof *sops);
  for (sop = sops; sop < sops + nsops; sop++)
    if (sop->sem_num >= max)
      max = sop->sem_num;
  if (max >= (unsigned) sma->sem_nsems)		/* { dg-message "bounds check" } */
    return -22;
  return sma->sems[sops->sem_num].semval;	/* { dg-warning "speculative load from 'sma->sems" } */
}
