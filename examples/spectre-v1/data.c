/* data.c - the memory the Spectre v1 victims and the attack share.

   Kept apart from the victims (victim.c, kocher.c, hand.c) so that each
   set of victims can be linked against the same data, and so that the
   plugin sees the victims' code alone.  See victim.h for the layout.  */

#include <string.h>
#include "victim.h"

/* Each object starts its own cache line: flushing array1_size must not
   evict array1.  */
unsigned int array1_size __attribute__ ((aligned (64))) = 16;
size_t array_size_mask __attribute__ ((aligned (64))) = 15;
size_t v07_last_x __attribute__ ((aligned (64)));
uint8_t array1[ARRAY1_STORAGE] __attribute__ ((aligned (64)))
  = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 };
uint8_t array2[256 * ARRAY2_STRIDE] __attribute__ ((aligned (4096)));

/* The secret, never read by the victims' architectural paths.  It lives
   in .bss, which the linker places after .data and so after array1: v05's
   loop counter is an int and reaches only non-negative offsets from
   array1 (a string literal would sit in .rodata, below it).  */
#define SECRET_TEXT "The Magic Words are Squeamish Ossifrage."
static char secret_storage[64] __attribute__ ((aligned (64)));
const char *secret = secret_storage;

static void __attribute__ ((constructor))
place_secret (void)
{
  memcpy (secret_storage, SECRET_TEXT, sizeof SECRET_TEXT);
}

/* Keeps the victims' loads alive: a volatile store cannot be dropped.  */
volatile uint8_t temp;
