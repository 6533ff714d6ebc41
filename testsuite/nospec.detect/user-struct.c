/* Kernel shape: a request structure copied from user memory into a local
   (memcpy), then its index field checked and used.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

#include <string.h>

struct request
{
  unsigned int index;
  int value;
};

int table[32];

int
handle_request (const void *user_buf)
{
  struct request req;

  memcpy (&req, user_buf, sizeof req);
  if (req.index >= 32)				/* { dg-message "bounds check" } */
    return -1;
  return table[req.index] + req.value;		/* { dg-warning "speculative load from 'table'" } */
}
