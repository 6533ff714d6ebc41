/* Kernel shape: a request structure copied from user memory into a local
   (memcpy), then its index field checked and used.  */
/* Harden mode (default arguments unless dg-options says otherwise): the
   protection must be in the assembly; the scans are at the end.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

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
  if (req.index >= 32)
    return -1;
  return table[req.index] + req.value;
}

/* { dg-final { scan-assembler "sbb" { target x86 } } } */
/* { dg-final { scan-assembler "csdb" { target aarch64 } } } */
