/* A user-space ABI structure for the field-user-copy scenario: its
   path holds "/uapi/", as a kernel's uapi headers do.  */
struct test_sqe {
  unsigned short buf_index;
  unsigned short personality;
  unsigned char flags;
};
