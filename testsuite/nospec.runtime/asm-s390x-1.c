/* s390x: the mask is "lgr mask, index; slgr mask, bound; slbgr mask,
   mask" (the logical subtraction borrows exactly when index < bound;
   slbgr turns the borrow into all ones), once per mask; the barrier is
   PPA function code 15 spelled ".long 0xb2e8f000"; no conditional branch
   anywhere.  */
/* { dg-do compile { target s390x } } */
/* { dg-options "-O2 -Wall -Wextra" } */

#include "asm-common.h"

/* { dg-final { scan-assembler-times {lgr\s+(%r\d+),%r\d+\n\s*slgr\s+\1,%r\d+\n\s*slbgr\s+\1,\1\s*$} 7 } } */
/* { dg-final { scan-assembler-times {^\s*\.long\s+0xb2e8f000\s*$} 1 } } */
/* { dg-final { scan-assembler-not {^\s*(j[a-z]*|brc[a-z]*|bc[a-z]*|c[a-z]*j[a-z]*)\s} } } */
