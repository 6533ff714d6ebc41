/* taint=sources in a kernel build: a page fault's offset in the mapping
   (struct vm_fault's pgoff, declared inside an anonymous structure) is a
   user's choice, though the structure is no uapi one: user space touches
   whatever page of its mapping it likes, and a fault handler indexes its
   pages with the offset (Linux's perf_mmap_to_page ()).  A field of the
   same name in another structure is not attacker data, nor is the
   fault's address (the kernel walks page tables with it).  */
/* { dg-do compile } */
/* { dg-options "-O2 -D__KERNEL__ -fplugin-arg-nospec-mode=audit" } */

struct page;

struct vm_fault {
  const struct {
    void *vma;
    unsigned int gfp_mask;
    unsigned long pgoff;
    unsigned long address;
    unsigned long real_address;
  };
  unsigned int flags;
  struct page *page;
};

struct buffer {
  unsigned long nr_pages;
  struct page *pages[64];
};

struct buffer *the_buffer;

int
buffer_fault (struct vm_fault *vmf)
{
  struct buffer *rb = the_buffer;
  if (vmf->pgoff >= rb->nr_pages)		/* { dg-message "bounds check" } */
    return -1;
  vmf->page = rb->pages[vmf->pgoff];		/* { dg-warning "speculative load from 'rb->pages'" } */
  return 0;
}

struct cursor {
  unsigned long pgoff;
};

int
other_pgoff (struct vm_fault *vmf, struct cursor *c)
{
  struct buffer *rb = the_buffer;
  if (c->pgoff >= rb->nr_pages)			/* { dg-bogus "check" } */
    return -1;
  vmf->page = rb->pages[c->pgoff];		/* { dg-bogus "speculative" } */
  return 0;
}

int
from_address (struct vm_fault *vmf)
{
  struct buffer *rb = the_buffer;
  unsigned long i = vmf->address >> 12;
  if (i >= rb->nr_pages)			/* { dg-bogus "check" } */
    return -1;
  vmf->page = rb->pages[i];			/* { dg-bogus "speculative" } */
  return 0;
}
