/* run-all.h - every runtime run test in one program.

   The variant tests (opt-*.c, std-*.c, cxx-*.cc, generic-2.c, ...)
   include this file after choosing their compiler options, so that the
   same checks run under each of them.  The run tests' own dg- directives
   are only read from the file being tested, never from included ones.  */

#ifndef NOSPEC_ALLOW_NO_BARRIER
# define NOSPEC_ALLOW_NO_BARRIER 1
#endif
#define NOSPEC_TEST_ALL 1

#include "check.h"
#include "array-load-1.c"
#include "load-1.c"
#include "ptr-1.c"
#include "index-1.c"
#include "once-1.c"
#include "nested-1.c"
#include "guard-1.c"
#include "barrier-1.c"

int
main (void)
{
  test_array_load ();
  test_load ();
  test_ptr ();
  test_index ();
  test_once ();
  test_nested ();
  test_guard ();
  test_barrier ();
  return check_report (__FILE__);
}
