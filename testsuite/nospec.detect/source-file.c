/* sources=FILE: more source functions, by name: a result, or the memory
   an argument points to (source-file.txt beside this test).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-nospec-mode=audit -fplugin-arg-nospec-sources=[file normalize $srcdir]/nospec.detect/source-file.txt" } */

extern unsigned int next_packet_byte (void);
extern void fill_header (int fd, unsigned char *hdr, unsigned long n);
extern unsigned int local_counter (void);

int table[16];
unsigned int table_size = 16;

__attribute__ ((noinline)) static int
from_result (void)
{
  unsigned int i = next_packet_byte ();
  if (i < table_size)				/* { dg-message "bounds check" } */
    return table[i];				/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

__attribute__ ((noinline)) static int
from_buffer (int fd)
{
  unsigned char hdr[8];
  fill_header (fd, hdr, sizeof hdr);
  if (hdr[3] < table_size)			/* { dg-message "bounds check" } */
    return table[hdr[3]];			/* { dg-warning "speculative load from 'table'" } */
  return 0;
}

__attribute__ ((noinline)) static int
from_other (void)
{
  unsigned int i = local_counter ();
  if (i < table_size)				/* { dg-bogus "check" } */
    return table[i];				/* { dg-bogus "speculative" } */
  return 0;
}

int
run (int fd)
{
  return from_result () + from_buffer (fd) + from_other ();
}
