/* taint=sources in a kernel build: a function whose address a static
   initializer stores in a field of a kernel interface structure the
   kernel calls with user-chosen arguments (net_proto_family's create,
   cftype's write_s64 and write_u64, proto_ops' setsockopt...) gets those
   parameters as attacker data, although nothing in its file calls it.
   Its other parameters, the same function stored in another field or
   another structure's field of that name, and a function no initializer
   names, are left alone.  The declarations stand in for the kernel's.  */
/* { dg-do compile } */
/* { dg-options "-O2 -D__KERNEL__ -fplugin-arg-nospec-mode=audit" } */

struct net;
struct socket;
struct cgroup_subsys_state;

int table[16];
unsigned int table_size = 16;

struct net_proto_family {
  int family;
  int (*create) (struct net *net, struct socket *sock, int protocol,
                 int kern);
};

/* socket (family, type, protocol): PROTOCOL is the user's.  */
static int
test_create (struct net *net, struct socket *sock, int protocol, int kern)
{
  if (kern >= 0 && kern < 16)			/* { dg-bogus "check" } */
    table[0] = table[kern];			/* { dg-bogus "speculative" } */
  if (protocol < 0 || protocol >= 16)		/* { dg-message "bounds check" } */
    return -1;
  return table[protocol];			/* { dg-warning "speculative load from 'table'" } */
}

static const struct net_proto_family test_family_ops = {
  .family = 16,
  .create = test_create,
};

const struct net_proto_family *family_ops_ptr = &test_family_ops;

struct cftype {
  const char *name;
  unsigned long (*read_u64) (struct cgroup_subsys_state *css,
                             struct cftype *cft);
  int (*write_u64) (struct cgroup_subsys_state *css, struct cftype *cft,
                    unsigned long long val);
  int (*write_s64) (struct cgroup_subsys_state *css, struct cftype *cft,
                    long long val);
};

/* A number written to a cgroup file.  */
static int
test_write_s64 (struct cgroup_subsys_state *css, struct cftype *cft,
                long long nice)
{
  if (nice < -20 || nice > 19)			/* { dg-message "bounds check" } */
    return -34;
  return table[nice + 20];			/* { dg-warning "speculative load from 'table'" } */
  /* { dg-message "no mask can protect this load \\(operands wider than a word\\)" "" { target ilp32 } 60 } */
}

static int
test_write_u64 (struct cgroup_subsys_state *css, struct cftype *cft,
                unsigned long long val)
{
  if (val < table_size)				/* { dg-message "bounds check" } */
    return table[val];				/* { dg-warning "speculative load from 'table'" } */
    /* { dg-message "no mask can protect this load \\(operands wider than a word\\)" "" { target ilp32 } 69 } */
  return -22;
}

/* An array of them, as the kernel declares its cgroup files.  */
static struct cftype test_files[] = {
  { .name = "weight.nice", .write_s64 = test_write_s64 },
  { .name = "max", .write_u64 = test_write_u64 },
  { }
};

struct cftype *files_ptr = test_files;

/* Stored in a field whose arguments no user chooses.  */
struct timer_ops {
  int (*create) (struct net *net, struct socket *sock, int protocol,
                 int kern);
};

static int
timer_create_cb (struct net *net, struct socket *sock, int cpu, int kern)
{
  if (cpu < 0 || cpu >= 16)			/* { dg-bogus "check" } */
    return -1;
  return table[cpu];				/* { dg-bogus "speculative" } */
}

static const struct timer_ops test_timer_ops = {
  .create = timer_create_cb,
};

const struct timer_ops *timer_ops_ptr = &test_timer_ops;

/* Named by no initializer: its parameters are the kernel's own.  */
int
plain_create (struct net *net, struct socket *sock, int protocol, int kern)
{
  if (protocol < 0 || protocol >= 16)		/* { dg-bogus "check" } */
    return -1;
  return table[protocol];			/* { dg-bogus "speculative" } */
}
