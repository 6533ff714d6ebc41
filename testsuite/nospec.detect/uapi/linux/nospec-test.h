/* A user-space ABI structure, as the kernel's include/uapi/ headers
   declare them (source-kernel-uapi.c).  */
struct nospec_test_req
{
  unsigned int slot;
  unsigned int flags;
};
