/* Default taint model (taint=sources): attacker influence enters through
   a trust boundary.  The parameters of an exported function are one; a
   value the program keeps in a global of its own, or a parameter of a
   function only this file calls with such values, is not
   (source-callers.c: one called with attacker data is).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

int table[16];
unsigned int table_size = 16;
unsigned int global_index;

int
from_global (void)
{
  if (global_index < table_size)		/* { dg-bogus "check" } */
    return table[global_index];			/* { dg-bogus "speculative" } */
  return 0;
}

__attribute__ ((noinline)) static int
from_static (unsigned int i)
{
  if (i < table_size)				/* { dg-bogus "check" } */
    return table[i];				/* { dg-bogus "speculative" } */
  return 0;
}

int
from_param (unsigned int i)
{
  if (i < table_size)				/* { dg-message "bounds check" } */
    return table[i] + from_static (table_size - 1);	/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

/* Hidden visibility: callable only from the library itself.  */
__attribute__ ((visibility ("hidden"))) int
from_hidden (unsigned int i)
{
  if (i < table_size)				/* { dg-bogus "check" } */
    return table[i];				/* { dg-bogus "speculative" } */
  return 0;
}

/* Memory reached through an exported function's pointer parameter.  */
struct request { unsigned int slot; };

int
from_request (const struct request *req)
{
  if (req->slot < table_size)			/* { dg-message "bounds check" } */
    return table[req->slot];			/* { dg-warning "speculative load from 'table'" } */
  return 0;
}
