/* A struct copied from "user" memory, its index field checked, hardened:
   plain C's results.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdlib.h>
#include <string.h>

struct request
{
  unsigned int index;
  int value;
};

int table[32];

__attribute__ ((noipa)) int
handle_request (const void *user_buf)
{
  struct request req;

  memcpy (&req, user_buf, sizeof req);
  if (req.index >= 32)
    return -1;
  return table[req.index] + req.value;
}

int
main (void)
{
  struct request req;
  unsigned char buf[sizeof req];
  unsigned int i;

  for (i = 0; i < 32; i++)
    table[i] = (int) (i * i);
  for (i = 0; i < 80; i++)
    {
      req.index = i;
      req.value = 5;
      memcpy (buf, &req, sizeof req);
      if (handle_request (buf) != (i < 32 ? (int) (i * i) + 5 : -1))
	abort ();
    }
  req.index = ~0U;
  memcpy (buf, &req, sizeof req);
  if (handle_request (buf) != -1)
    abort ();
  return 0;
}
