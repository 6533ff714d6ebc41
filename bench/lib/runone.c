/* runone.c - run one benchmark command and say how long it took and how
   busy the rest of the machine was meanwhile.

   runone [-i FILE] [-o FILE] [-t SECONDS] -- COMMAND [ARG...]

   Prints one line on standard output:
     wall=SECONDS cpu=SECONDS foreign=SHARE status=N
   wall is elapsed time (CLOCK_MONOTONIC); cpu is the user+system time of
   COMMAND and all its waited-for descendants (wait4's rusage); foreign is
   the share of the machine's CPU capacity used by others during the run:
   (busy time of all CPUs from /proc/stat - cpu) / (elapsed time of all
   CPUs from /proc/stat).  A shared machine makes single runs vary by
   +-20%: the harness redoes runs whose foreign share is too high.
   status is COMMAND's exit status, or 128+signal; -t kills COMMAND after
   SECONDS (status 137).  */

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

struct cpu_jiffies
{
  unsigned long long busy;
  unsigned long long total;
};

/* The aggregate "cpu" line: user nice system idle iowait irq softirq
   steal (guest time is already inside user).  */
static int
read_proc_stat (struct cpu_jiffies *out)
{
  unsigned long long field[8] = { 0 };
  FILE *stat_file = fopen ("/proc/stat", "r");
  int got;

  if (!stat_file)
    return -1;
  got = fscanf (stat_file, "cpu %llu %llu %llu %llu %llu %llu %llu %llu",
                &field[0], &field[1], &field[2], &field[3], &field[4],
                &field[5], &field[6], &field[7]);
  fclose (stat_file);
  if (got < 4)
    return -1;
  out->total = 0;
  for (int k = 0; k < 8; k++)
    out->total += field[k];
  out->busy = out->total - field[3] - field[4];
  return 0;
}

static double
seconds_since (const struct timespec *start)
{
  struct timespec now;
  clock_gettime (CLOCK_MONOTONIC, &now);
  return (now.tv_sec - start->tv_sec) + (now.tv_nsec - start->tv_nsec) / 1e9;
}

static void
usage (void)
{
  fprintf (stderr, "usage: runone [-i FILE] [-o FILE] [-t SECONDS] -- "
           "COMMAND [ARG...]\n");
  exit (2);
}

static volatile sig_atomic_t timed_out;
static pid_t child;

static void
on_alarm (int sig)
{
  (void) sig;
  timed_out = 1;
  if (child > 0)
    kill (-child, SIGKILL);
}

int
main (int argc, char **argv)
{
  const char *input = NULL, *output = NULL;
  unsigned timeout = 0;
  int opt;

  while ((opt = getopt (argc, argv, "+i:o:t:")) != -1)
    switch (opt)
      {
      case 'i': input = optarg; break;
      case 'o': output = optarg; break;
      case 't': timeout = (unsigned) atoi (optarg); break;
      default: usage ();
      }
  if (optind >= argc)
    usage ();

  long hz = sysconf (_SC_CLK_TCK);
  struct cpu_jiffies before, after;
  struct timespec start;
  struct rusage usage_of_child;
  int status = 0;

  if (read_proc_stat (&before) != 0)
    memset (&before, 0, sizeof before);
  clock_gettime (CLOCK_MONOTONIC, &start);
  child = fork ();
  if (child < 0)
    {
      perror ("runone: fork");
      return 2;
    }
  if (child == 0)
    {
      setpgid (0, 0);
      if (input)
        {
          int fd = open (input, O_RDONLY);
          if (fd < 0 || dup2 (fd, 0) < 0)
            {
              fprintf (stderr, "runone: %s: %s\n", input, strerror (errno));
              _exit (126);
            }
          close (fd);
        }
      if (output)
        {
          int fd = open (output, O_WRONLY | O_CREAT | O_TRUNC, 0644);
          if (fd < 0 || dup2 (fd, 1) < 0)
            {
              fprintf (stderr, "runone: %s: %s\n", output, strerror (errno));
              _exit (126);
            }
          close (fd);
        }
      execvp (argv[optind], argv + optind);
      fprintf (stderr, "runone: %s: %s\n", argv[optind], strerror (errno));
      _exit (127);
    }
  if (timeout)
    {
      signal (SIGALRM, on_alarm);
      alarm (timeout);
    }
  while (wait4 (child, &status, 0, &usage_of_child) < 0)
    if (errno != EINTR)
      {
        perror ("runone: wait4");
        return 2;
      }
  alarm (0);
  double wall = seconds_since (&start);
  if (read_proc_stat (&after) != 0)
    after = before;

  double cpu = usage_of_child.ru_utime.tv_sec + usage_of_child.ru_stime.tv_sec
               + (usage_of_child.ru_utime.tv_usec
                  + usage_of_child.ru_stime.tv_usec) / 1e6;
  double foreign = 0;
  if (after.total > before.total && hz > 0)
    {
      double busy = (double) (after.busy - before.busy) / hz;
      double total = (double) (after.total - before.total) / hz;
      foreign = (busy - cpu) / total;
      if (foreign < 0)
        foreign = 0;
    }
  int code = WIFEXITED (status) ? WEXITSTATUS (status)
             : 128 + WTERMSIG (status);
  if (timed_out)
    code = 137;
  printf ("wall=%.6f cpu=%.6f foreign=%.4f status=%d\n", wall, cpu, foreign,
          code);
  return 0;
}
