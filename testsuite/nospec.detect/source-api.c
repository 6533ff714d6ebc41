/* api=auto (the default): a unit that declares functions with an
   explicit visibility ("default") marks its library's API (ZSTDLIB_API,
   LZMA_API...), and its other public functions are internal, as the
   shared library's -fvisibility=hidden makes them.  The parameters of
   the marked functions and of main are attacker data; an internal
   function's are not, nor, as everywhere in user space, a static
   helper's that a marked function calls out of line.  api=public:
   source-api-public.c; a unit with no marked function:
   source-callers-user.c.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

#define API __attribute__ ((visibility ("default")))

int table[16];
unsigned int table_size = 16;

API int api_get (unsigned int i);
API int api_via_helper (unsigned int i);

int
api_get (unsigned int i)
{
  if (i < table_size)				/* { dg-message "bounds check" } */
    return table[i];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

int
internal_get (unsigned int i)
{
  if (i < table_size)				/* { dg-bogus "check" } */
    return table[i];				/* { dg-bogus "speculative" } */
  return 0;
}

__attribute__ ((noinline)) static int
helper (unsigned int i)
{
  if (i < table_size)				/* { dg-bogus "check" } */
    return table[i];				/* { dg-bogus "speculative" } */
  return 0;
}

int
api_via_helper (unsigned int i)
{
  return helper (i + 1);
}

int
main (int argc, char **argv)
{
  (void) argv;
  if ((unsigned int) argc < table_size)		/* { dg-message "bounds check" } */
    return table[argc];				/* { dg-warning "speculative load from 'table'" } */
  return internal_get (3);
}
