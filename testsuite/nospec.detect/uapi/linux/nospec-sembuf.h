/* A user-space ABI structure like the kernel's struct sembuf
   (include/uapi/linux/sem.h): an array of them is copied from user
   space and every field is user data (caller-check-array*.c).  */
struct nospec_sembuf
{
  unsigned short sem_num;
  short sem_op;
  short sem_flg;
};
