/* api=public: every public function of default visibility is a trust
   boundary, marked or not (source-api.c has the default, api=auto).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-api=public" } */

#define API __attribute__ ((visibility ("default")))

int table[16];
unsigned int table_size = 16;

API int api_get (unsigned int i);

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
  if (i < table_size)				/* { dg-message "bounds check" } */
    return table[i];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

__attribute__ ((visibility ("hidden"))) int
hidden_get (unsigned int i)
{
  if (i < table_size)				/* { dg-bogus "check" } */
    return table[i];				/* { dg-bogus "speculative" } */
  return 0;
}
