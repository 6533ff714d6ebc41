/* Out of range means not read at all: arrays and intervals that end
   right before an inaccessible page.  nospec_load and nospec_array_load
   must return 0 for the element just past the end (and for an empty
   array placed at the start of the inaccessible page) without touching
   it; reading it would crash the test.  The seeds' generic nospec_load
   tested ptr <= hi and read the element at hi.  */
/* { dg-do run } */
/* { dg-options "-O2 -Wall -Wextra" } */

#include "check.h"
#include "nospec.h"
#include <sys/mman.h>
#include <unistd.h>

#define GUARD_TEST(T, name)                                             \
  static void                                                           \
  guard_##name (char *end)                                              \
  {                                                                     \
    T *arr = (T *) end - 4;                                             \
    T *past = (T *) end;                                                \
    unsigned long n = 4, k;                                             \
    for (k = 0; k < 4; k++)                                             \
      arr[k] = (T) (k + 1);                                             \
    CHECK_EQ (nospec_array_load (arr, OPAQUE (n) - 1, n), 4);           \
    CHECK_EQ (nospec_array_load (arr, OPAQUE (n), n), 0);               \
    CHECK_EQ (nospec_array_load (arr, OPAQUE (n) + 100, n), 0);         \
    CHECK_EQ (nospec_array_load (past, 0, OPAQUE (n) - 4), 0);          \
    CHECK_EQ (nospec_load (OPAQUE (arr) + 3, arr, past), 4);            \
    CHECK_EQ (nospec_load (OPAQUE (past), arr, past), 0);               \
    CHECK_EQ (nospec_load (OPAQUE (past) + 1, arr, past), 0);           \
    CHECK_EQ (nospec_load (OPAQUE (past), past, past), 0);              \
  }

GUARD_TEST (uint8_t, u8)
GUARD_TEST (uint16_t, u16)
GUARD_TEST (uint32_t, u32)
GUARD_TEST (uint64_t, u64)
GUARD_TEST (double, dbl)

static void
test_guard (void)
{
  long page = sysconf (_SC_PAGESIZE);
  char *map;

  if (page <= 0)
    page = 65536;
  map = (char *) mmap (NULL, 2 * (size_t) page, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  CHECK (map != MAP_FAILED);
  if (map == MAP_FAILED)
    return;
  CHECK (mprotect (map + page, (size_t) page, PROT_NONE) == 0);
  guard_u8 (map + page);
  guard_u16 (map + page);
  guard_u32 (map + page);
  guard_u64 (map + page);
  guard_dbl (map + page);
  munmap (map, 2 * (size_t) page);
}

#ifndef NOSPEC_TEST_ALL
int
main (void)
{
  test_guard ();
  return check_report ("guard-1");
}
#endif
