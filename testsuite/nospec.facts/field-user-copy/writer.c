/* facts: a request prepared from the user's submission entry.  The
   16-bit buf_index is copied into the request as is (field kreq
   buf_index: its type bounds it by 65535, which bounds no table, and
   no check makes it smaller: io_uring's io_prep_rw ()).  The flags, a
   byte, are bounded by their type (no fact); the 16-bit id is the
   kernel's own (no fact).  */
#include "uapi/sqe.h"

struct kreq { unsigned short buf_index; unsigned char flags;
              unsigned short id; };
extern unsigned short next_id;

long
__se_sys_prep (struct kreq *req, const struct test_sqe *sqe)
{
  req->buf_index = *(const volatile unsigned short *) &sqe->buf_index;
  req->flags = sqe->flags;
  req->id = next_id;
  return 0;
}
