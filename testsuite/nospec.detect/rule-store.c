/* Stores are sites (default stores=yes): Spectre v1.1, a store through
   a checked attacker index, can overwrite a return address or a function
   pointer under misprediction.  The kernel protects such stores too
   (lib/nlattr.c, net/ipv4/metrics.c).  stores=no: rule-store-no.c.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit" } */

int table[16];
unsigned int table_size = 16;

void
set_slot (unsigned int i, int v)
{
  if (i < table_size)				/* { dg-message "bounds check" } */
    table[i] = v;				/* { dg-warning "speculative store to 'table'" } */
}

void
set_metric (int *metrics, unsigned int type, int v)
{
  if (type > 15)				/* { dg-message "bounds check" } */
    return;
  metrics[type] = v;				/* { dg-warning "speculative store" } */
}
