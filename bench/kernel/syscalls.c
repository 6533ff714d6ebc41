/* syscalls.c - a syscall-heavy workload for comparing kernels.

   syscalls [ROUNDS]

   Runs ROUNDS (default 20000) rounds of system calls that pass through
   the kernel's hand-placed array_index_nospec () sites and the paths the
   plugin hardens around them: the syscall table (every call), file
   descriptor lookups (read, write, fstat, dup, close: fs/file.c),
   resource limits (prlimit: kernel/sys.c), POSIX clocks
   (clock_gettime of a CPU-time clock, not the vDSO: posix-timers.c),
   System V semaphores (semop, semctl: ipc/sem.c), futexes, a socketpair
   (sendmsg, recvmsg, getsockopt: net/), and getpriority.  Each group is
   timed with CLOCK_MONOTONIC and printed as
     syscalls GROUP ns=N
   then "syscalls total ns=N".  Under qemu -icount shift=0,sleep=off the
   guest's clock advances one nanosecond per instruction, so N is the
   number of instructions the guest ran (kernel and user) for the group:
   repeatable, and comparable between two kernels.  Static, no library
   beyond libc: it runs from an initramfs.  */

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/futex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/resource.h>
#include <sys/sem.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static long long
now_ns (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static void
die (const char *what)
{
  fprintf (stderr, "syscalls: %s: %s\n", what, strerror (errno));
  exit (1);
}

static long long total;

static void
report (const char *group, long long start)
{
  long long ns = now_ns () - start;
  total += ns;
  printf ("syscalls %s ns=%lld\n", group, ns);
}

int
main (int argc, char **argv)
{
  long rounds = argc > 1 ? strtol (argv[1], NULL, 10) : 20000;
  int pipefd[2], sv[2];
  char byte = 'x', buf[64];
  long long t;

  if (pipe (pipefd) != 0)
    die ("pipe");
  if (socketpair (AF_UNIX, SOCK_DGRAM, 0, sv) != 0)
    die ("socketpair");
  int sem = semget (IPC_PRIVATE, 4, IPC_CREAT | 0600);
  if (sem < 0)
    die ("semget");
  int futex_word = 0;

  t = now_ns ();
  for (long r = 0; r < rounds; r++)
    syscall (SYS_getppid);
  report ("getppid", t);

  t = now_ns ();
  for (long r = 0; r < rounds; r++)
    {
      struct stat st;
      if (write (pipefd[1], &byte, 1) != 1 || read (pipefd[0], buf, 1) != 1)
        die ("pipe i/o");
      if (fstat (pipefd[0], &st) != 0)
        die ("fstat");
      int d = dup (pipefd[0]);
      if (d < 0 || close (d) != 0)
        die ("dup/close");
    }
  report ("fd", t);

  t = now_ns ();
  for (long r = 0; r < rounds; r++)
    {
      struct rlimit lim;
      if (prlimit (0, (__rlimit_resource_t) (r % RLIMIT_NLIMITS), NULL,
                   &lim) != 0)
        die ("prlimit");
      errno = 0;
      if (getpriority (PRIO_PROCESS, 0) == -1 && errno)
        die ("getpriority");
    }
  report ("rlimit", t);

  t = now_ns ();
  for (long r = 0; r < rounds; r++)
    {
      struct timespec ts;
      if (syscall (SYS_clock_gettime, CLOCK_PROCESS_CPUTIME_ID, &ts) != 0
          || syscall (SYS_clock_gettime, CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
        die ("clock_gettime");
    }
  report ("clock", t);

  t = now_ns ();
  for (long r = 0; r < rounds; r++)
    {
      struct sembuf up = { (unsigned short) (r % 4), 1, 0 };
      struct sembuf down = { (unsigned short) (r % 4), -1, 0 };
      if (semop (sem, &up, 1) != 0 || semop (sem, &down, 1) != 0)
        die ("semop");
      if (semctl (sem, (int) (r % 4), GETVAL) < 0)
        die ("semctl");
    }
  report ("sem", t);

  t = now_ns ();
  for (long r = 0; r < rounds; r++)
    if (syscall (SYS_futex, &futex_word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0) < 0)
      die ("futex");
  report ("futex", t);

  t = now_ns ();
  for (long r = 0; r < rounds; r++)
    {
      int type;
      socklen_t len = sizeof type;
      if (send (sv[0], &byte, 1, 0) != 1 || recv (sv[1], buf, sizeof buf, 0) != 1)
        die ("socket i/o");
      if (getsockopt (sv[0], SOL_SOCKET, SO_TYPE, &type, &len) != 0)
        die ("getsockopt");
    }
  report ("socket", t);

  semctl (sem, 0, IPC_RMID);
  printf ("syscalls total ns=%lld rounds=%ld\n", total, rounds);
  return 0;
}
