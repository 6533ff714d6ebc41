/* check.h - tiny checking helpers shared by the runtime run tests.

   Each run test is a C file with its own main(); run-all.h includes them
   all into one program, so that the same checks are compiled again under
   other options (-O0, -std=c99 -pedantic, C++, -masm=intel, ...).  A
   failed check prints the file, line and values and makes main() return
   1.  Written in the common subset of C and C++.  */

#ifndef NOSPEC_TEST_CHECK_H
#define NOSPEC_TEST_CHECK_H

/* mmap, MAP_ANONYMOUS and sysconf also under -std=c99.  */
#ifndef _DEFAULT_SOURCE
# define _DEFAULT_SOURCE 1
#endif

#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

static int check_failures;

/* The value of X (an integer or a pointer) through a volatile copy, so
   that the compiler cannot fold the checks at compile time and the asm
   sequences really run.  */
#define OPAQUE(x)                                                       \
  __extension__ ({                                                      \
    volatile __typeof__ ((x) + 0) opaque_ = (x);                        \
    opaque_;                                                            \
  })

#define CHECK(cond)                                                     \
  do {                                                                  \
    if (!(cond))                                                        \
      {                                                                 \
        printf ("%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        check_failures++;                                               \
      }                                                                 \
  } while (0)

/* Integer results: print both values on failure.  */
#define CHECK_EQ(got, want)                                             \
  do {                                                                  \
    unsigned long long check_got_ = (unsigned long long) (got);         \
    unsigned long long check_want_ = (unsigned long long) (want);       \
    if (check_got_ != check_want_)                                      \
      {                                                                 \
        printf ("%s:%d: %s is %#llx, expected %#llx\n", __FILE__,       \
                __LINE__, #got, check_got_, check_want_);               \
        check_failures++;                                               \
      }                                                                 \
  } while (0)

static int
check_report (const char *what)
{
  if (check_failures)
    printf ("%s: %d check(s) failed\n", what, check_failures);
  return check_failures != 0;
}

#endif
