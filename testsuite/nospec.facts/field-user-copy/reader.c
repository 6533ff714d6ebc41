/* facts: a later call indexes the buffer table with the copied
   buf_index after its own check (the site: io_uring's
   io_prep_rw_fixed ()), which only the facts make attacker data; the
   byte and the kernel's id stay quiet.  */
struct kreq { unsigned short buf_index; unsigned char flags;
              unsigned short id; };
extern long bufs[1024];
extern unsigned int nr_bufs;

long
use_fixed (struct kreq *req)
{
  long v = 0;
  if (req->buf_index < nr_bufs)
    v += bufs[req->buf_index];	/* warn */
  if (req->flags < nr_bufs)
    v += bufs[req->flags];	/* quiet */
  if (req->id < nr_bufs)
    v += bufs[req->id];		/* quiet */
  return v;
}
