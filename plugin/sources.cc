/* sources.cc - where attacker influence enters a program (taint=sources).

   A value is attacker-influenced when it crosses a trust boundary, not
   merely because the function did not compute it (PRECISION-NOTES:
   oo7, smatch and the kernel's own policy draw the line there):

   - user space: the parameters of functions other code can call (public,
     default visibility: a library's API, main), and memory reached
     through them; the results of input functions (getc, getenv, strtol,
     read's count...) and the memory they fill (read, recv, fread,
     fgets...);
   - a Linux kernel (the plugin tells by -D__KERNEL__): the arguments of
     system calls (the __se_sys_, __do_sys_, __x64_sys_... wrappers that
     SYSCALL_DEFINE makes), the memory filled by copies from user space
     (copy_from_user, strncpy_from_user, copy_from_sockptr,
     skb_copy_bits...) and returned by memdup_user, the values read by
     get_user, and netlink attributes (nla_get_*);
   - always: what the nospec_untrusted and nospec_untrusted_result
     attributes mark, and the functions listed in sources=FILE.

   taint.cc marks these in the IL before inlining (mark_sources) and
   propagates from the marks; this file only answers "is this a source".

   sources=FILE: one function a line, '#' starts a comment:
     my_read_packet            its result is attacker data
     my_fill arg=2             the memory its 2nd argument points to is  */

#include "gcc-compat.h"
#include "nospec-plugin.h"

namespace nospec {

/* A source function: its result (ARG < 0), or the memory its ARGth
   argument (0-based) points to, is attacker data.  */
struct source_fn {
  const char *name;
  int arg;
};

/* Input functions of C libraries (and glibc's fortified twins).  */
static const struct source_fn user_sources[] = {
  { "getc", -1 }, { "fgetc", -1 }, { "getchar", -1 }, { "_IO_getc", -1 },
  { "getc_unlocked", -1 }, { "fgetc_unlocked", -1 },
  { "getchar_unlocked", -1 }, { "getenv", -1 }, { "secure_getenv", -1 },
  { "atoi", -1 }, { "atol", -1 }, { "atoll", -1 }, { "strtol", -1 },
  { "strtoul", -1 }, { "strtoll", -1 }, { "strtoull", -1 },
  { "strtoimax", -1 }, { "strtoumax", -1 },
  { "read", -1 }, { "pread", -1 }, { "recv", -1 }, { "recvfrom", -1 },
  { "recvmsg", -1 }, { "fread", -1 },
  { "read", 1 }, { "pread", 1 }, { "pread64", 1 }, { "recv", 1 },
  { "recvfrom", 1 }, { "fread", 0 }, { "fread_unlocked", 0 },
  { "fgets", 0 }, { "fgets_unlocked", 0 }, { "gets", 0 },
  { "readlink", 1 },
  { "__read_chk", 1 }, { "__pread_chk", 1 }, { "__pread64_chk", 1 },
  { "__recv_chk", 1 }, { "__recvfrom_chk", 1 }, { "__fread_chk", 0 },
  { "__fgets_chk", 0 }, { "__fread_unlocked_chk", 0 },
  { "__fgets_unlocked_chk", 0 }, { "__readlink_chk", 1 },
  { NULL, 0 }
};

/* The Linux kernel's ways in from user space and the network.  */
static const struct source_fn kernel_sources[] = {
  { "copy_from_user", 0 }, { "_copy_from_user", 0 },
  { "__copy_from_user", 0 }, { "__copy_from_user_inatomic", 0 },
  { "raw_copy_from_user", 0 }, { "copy_struct_from_user", 0 },
  { "strncpy_from_user", 0 }, { "copy_from_sockptr", 0 },
  { "copy_from_sockptr_offset", 0 }, { "copy_safe_from_sockptr", 0 },
  { "memcpy_from_msg", 0 }, { "skb_copy_bits", 2 },
  { "copy_from_iter", 0 }, { "_copy_from_iter", 0 },
  { "copy_from_iter_full", 0 }, { "_copy_from_iter_full", 0 },
  { "memdup_user", -1 }, { "memdup_user_nul", -1 },
  { "vmemdup_user", -1 }, { "memdup_sockptr", -1 },
  { "memdup_sockptr_nul", -1 }, { "strndup_user", -1 },
  { "memdup_array_user", -1 }, { "vmemdup_array_user", -1 },
  /* Numbers parsed from text a user wrote (sysfs, debugfs, procfs
     writes): the result goes where the third argument points.  */
  { "kstrtoull", 2 }, { "kstrtoll", 2 }, { "kstrtoul", 2 },
  { "kstrtol", 2 }, { "kstrtouint", 2 }, { "kstrtoint", 2 },
  { "kstrtou16", 2 }, { "kstrtos16", 2 }, { "kstrtou8", 2 },
  { "kstrtos8", 2 }, { "kstrtobool", 1 }, { "kstrtoull_from_user", 3 },
  { "kstrtouint_from_user", 3 }, { "kstrtoint_from_user", 3 },
  { "kstrtoul_from_user", 3 }, { "kstrtou8_from_user", 3 },
  { "simple_strtoul", -1 }, { "simple_strtol", -1 },
  { "simple_strtoull", -1 }, { "simple_strtoll", -1 },
  { NULL, 0 }
};

/* The kernel's functions that take a user-space address (__user): the
   argument at ARG.  An element address handed there is the user's own
   memory, which the user can read anyway (detect-sites.cc,
   examine_call_args).  */
static const struct source_fn kernel_user_pointer_args[] = {
  { "_copy_to_user", 0 }, { "__copy_to_user", 0 },
  { "__copy_to_user_inatomic", 0 }, { "raw_copy_to_user", 0 },
  { "copy_to_user", 0 }, { "copy_to_user_nofault", 0 },
  { "_copy_from_user", 1 }, { "__copy_from_user", 1 },
  { "__copy_from_user_inatomic", 1 }, { "raw_copy_from_user", 1 },
  { "copy_from_user", 1 }, { "copy_from_user_nofault", 1 },
  { "copy_struct_from_user", 2 }, { "strncpy_from_user", 1 },
  { "strnlen_user", 0 }, { "clear_user", 0 }, { "__clear_user", 0 },
  { "check_zeroed_user", 0 }, { "memdup_user", 0 },
  { "memdup_user_nul", 0 }, { "vmemdup_user", 0 }, { "strndup_user", 0 },
  { NULL, 0 }
};

/* Netlink attribute getters: nla_get_u8, nla_get_be32, nla_get_uint...  */
static const char *const kernel_source_prefixes[] = {
  "nla_get_", NULL
};

/* The wrappers SYSCALL_DEFINEn and COMPAT_SYSCALL_DEFINEn make: their
   parameters are the system call's arguments (or the registers they
   come in).  */
static const char *const syscall_prefixes[] = {
  "__se_sys_", "__do_sys_", "__x64_sys_", "__ia32_sys_", "__arm64_sys_",
  "__se_compat_sys_", "__do_compat_sys_", "__x64_compat_sys_",
  "__ia32_compat_sys_", "__arm64_compat_sys_", "__riscv_sys_",
  "__s390x_sys_", "__s390_sys_", NULL
};

/* Those read from sources=FILE.  */
static vec<struct source_fn> file_sources;

static bool
has_prefix (const char *s, const char *prefix)
{
  return strncmp (s, prefix, strlen (prefix)) == 0;
}

/* Read FILE for sources=FILE; report errors with the file's lines.  */
bool
load_sources_file (const char *file)
{
  FILE *f = fopen (file, "r");
  if (!f)
    {
      error ("cannot open %qs for %<-fplugin-arg-nospec-sources%>: %m",
             file);
      return false;
    }
  char line[512];
  unsigned lineno = 0;
  bool ok = true;
  while (fgets (line, sizeof line, f))
    {
      lineno++;
      char *hash = strchr (line, '#');
      if (hash)
        *hash = '\0';
      char name[256], extra[256];
      int n = sscanf (line, "%255s %255s", name, extra);
      if (n <= 0)
        continue;
      struct source_fn src = { xstrdup (name), -1 };
      char rest[2];
      if (n == 2)
        {
          int arg = 0;
          if (sscanf (extra, "arg=%d%1s", &arg, rest) != 1 || arg < 1)
            {
              error ("%s:%u: expected %<NAME%> or %<NAME arg=N%> with N "
                     "from 1, got %qs", file, lineno, extra);
              ok = false;
              continue;
            }
          src.arg = arg - 1;
        }
      if (sscanf (line, "%*s %*s %1s", rest) == 1)
        {
          error ("%s:%u: text after %qs %qs", file, lineno, name, extra);
          ok = false;
          continue;
        }
      file_sources.safe_push (src);
    }
  fclose (f);
  return ok;
}

/* Has this unit declared a function with an explicit default
   visibility (a library's API macro: ZSTDLIB_API, LZMA_API...)?  */
static bool api_marked_unit;

/* Is this compilation a Linux kernel's (or a module's)?  */
bool
kernel_build_p (void)
{
  static int known = -1;
  if (known < 0)
    {
      known = 0;
      for (unsigned i = 0; i < save_decoded_options_count; i++)
        if (save_decoded_options[i].opt_index == OPT_D
            && save_decoded_options[i].arg
            && (strcmp (save_decoded_options[i].arg, "__KERNEL__") == 0
                || has_prefix (save_decoded_options[i].arg, "__KERNEL__=")))
          known = 1;
    }
  return known == 1;
}

static const char *
fn_name (tree fndecl)
{
  if (!fndecl || TREE_CODE (fndecl) != FUNCTION_DECL || !DECL_NAME (fndecl))
    return NULL;
  return IDENTIFIER_POINTER (DECL_NAME (fndecl));
}

/* Are the parameters of FNDECL attacker data: can code outside this
   program's own (a library's user, user space calling the kernel) pass
   them?  */
bool
boundary_fn_p (tree fndecl)
{
  const char *name = fn_name (fndecl);
  if (!name)
    return false;
  if (kernel_build_p ())
    {
      for (int i = 0; syscall_prefixes[i]; i++)
        if (has_prefix (name, syscall_prefixes[i]))
          return true;
      return false;
    }
  if (!TREE_PUBLIC (fndecl) || DECL_ARTIFICIAL (fndecl)
      || DECL_VISIBILITY (fndecl) != VISIBILITY_DEFAULT)
    return false;
  /* A unit that marks its library's API with visibility ("default")
     says the other public functions are internal (what the shared
     library's -fvisibility=hidden makes them): only main and the marked
     ones are reached from outside.  */
  if (opts.api == API_AUTO && api_marked_unit)
    return DECL_VISIBILITY_SPECIFIED (fndecl) || MAIN_NAME_P (DECL_NAME (fndecl));
  return true;
}

/* PLUGIN_FINISH_DECL: note a function declared with an explicit default
   visibility outside the system headers (libstdc++'s namespaces carry
   one, and are no library's API here).  */
void
note_api_decl (void *gcc_data, void *)
{
  tree decl = (tree) gcc_data;
  if (!api_marked_unit && decl && TREE_CODE (decl) == FUNCTION_DECL
      && TREE_PUBLIC (decl) && DECL_VISIBILITY_SPECIFIED (decl)
      && DECL_VISIBILITY (decl) == VISIBILITY_DEFAULT
      && !in_system_header_at (DECL_SOURCE_LOCATION (decl)))
    api_marked_unit = true;
}

/* The source entry for NAME, from sources=FILE or the built-in table of
   this kind of build: one for its result (RESULT) or for a buffer it
   fills; NULL if none.  */
static const struct source_fn *
lookup_source (const char *name, bool result)
{
  for (unsigned i = 0; i < file_sources.length (); i++)
    if ((file_sources[i].arg < 0) == result
        && strcmp (file_sources[i].name, name) == 0)
      return &file_sources[i];
  const struct source_fn *table = kernel_build_p () ? kernel_sources
                                                     : user_sources;
  for (int i = 0; table[i].name; i++)
    if ((table[i].arg < 0) == result && strcmp (table[i].name, name) == 0)
      return &table[i];
  return NULL;
}

/* Is the result of a call to FNDECL attacker data?  */
bool
source_result_fn_p (tree fndecl)
{
  const char *name = fn_name (fndecl);
  if (!name)
    return false;
  if (kernel_build_p ())
    for (int i = 0; kernel_source_prefixes[i]; i++)
      if (has_prefix (name, kernel_source_prefixes[i]))
        return true;
  return lookup_source (name, true) != NULL;
}

/* Which argument of a call to FNDECL points to memory the call fills with
   attacker data (0-based), or -1.  */
int
source_buffer_arg (tree fndecl)
{
  const char *name = fn_name (fndecl);
  const struct source_fn *src = name ? lookup_source (name, false) : NULL;
  return src ? src->arg : -1;
}

/* The name of TYPE (its tag or typedef name), or NULL.  */
static const char *
type_name (tree type)
{
  tree name = TYPE_NAME (TYPE_MAIN_VARIANT (type));
  if (name && TREE_CODE (name) == TYPE_DECL)
    name = DECL_NAME (name);
  return name && TREE_CODE (name) == IDENTIFIER_NODE
         ? IDENTIFIER_POINTER (name) : NULL;
}

/* Fields of kernel structures that are not uapi but whose values a user
   chooses: a page fault's page offset in the mapping (struct vm_fault:
   user space touches whatever page of its mapping it likes, and a
   driver's fault handler indexes its pages with the offset, as perf's
   perf_mmap_to_page does).  Not the fault's address: the kernel walks
   page tables and memory policies with it, and what it loads on the
   way (a zone's node) is no attacker data.  */
static const char *const kernel_user_fields[][2] = {
  { "vm_fault", "pgoff" },
  { NULL, NULL }
};

/* Is the COMPONENT_REF REF one of kernel_user_fields, also through the
   anonymous structure around them (vm_fault's are in a "const struct
   { ... };")?  */
static bool
kernel_user_field_p (tree ref)
{
  tree field = TREE_OPERAND (ref, 1);
  tree object = TREE_OPERAND (ref, 0);
  if (!DECL_NAME (field))
    return false;
  const char *fname = IDENTIFIER_POINTER (DECL_NAME (field));
  const char *tname = type_name (TREE_TYPE (object));
  if (!tname && TREE_CODE (object) == COMPONENT_REF
      && !DECL_NAME (TREE_OPERAND (object, 1)))
    tname = type_name (TREE_TYPE (TREE_OPERAND (object, 0)));
  for (int i = 0; tname && kernel_user_fields[i][0]; i++)
    if (strcmp (tname, kernel_user_fields[i][0]) == 0
        && strcmp (fname, kernel_user_fields[i][1]) == 0)
      return true;
  return false;
}

/* Is REF (a load's memory reference) a field of a user-space ABI
   structure: one declared in a uapi header (the structures of system
   calls, ioctls, netlink, io_uring rings, perf attributes, and the
   network's packet headers)?  Their contents come from user space or
   from the wire.  Or one of the few other fields a user chooses
   (kernel_user_fields).  Only in a kernel build.  */
bool
uapi_field_ref_p (tree ref)
{
  if (!kernel_build_p ())
    return false;
  for (; handled_component_p (ref); ref = TREE_OPERAND (ref, 0))
    if (TREE_CODE (ref) == COMPONENT_REF)
      {
        tree field = TREE_OPERAND (ref, 1);
        const char *file = DECL_SOURCE_FILE (field);
        if ((file && strstr (file, "/uapi/")) || kernel_user_field_p (ref))
          return true;
      }
  /* READ_ONCE (sqe->buf_index) reads through a volatile pointer cast:
     GCC folds the field away, leaving a MEM_REF at an offset from a
     pointer to the structure.  */
  if (TREE_CODE (ref) == MEM_REF
      && TREE_CODE (TREE_OPERAND (ref, 0)) == SSA_NAME
      && POINTER_TYPE_P (TREE_TYPE (TREE_OPERAND (ref, 0))))
    {
      tree type = TREE_TYPE (TREE_TYPE (TREE_OPERAND (ref, 0)));
      if (RECORD_OR_UNION_TYPE_P (type) && TYPE_FIELDS (type))
        {
          const char *file = DECL_SOURCE_FILE (TYPE_FIELDS (type));
          if (file && strstr (file, "/uapi/"))
            return true;
        }
    }
  return false;
}

/* Kernel interface structures whose function-pointer fields the kernel
   calls with arguments a user chose: a function whose address a static
   initializer stores in such a field ("static const struct
   net_proto_family netlink_family_ops = { .create = netlink_create }")
   gets those parameters as attacker data, although nobody in its file
   calls it.  ARGS is a mask of 0-based parameter numbers; each entry
   says where the value comes from (Linux 6.12).  */
struct callback_source {
  const char *type;
  const char *field;
  unsigned args;
};

static const struct callback_source kernel_callbacks[] = {
  /* socket (family, type, protocol) -> __sock_create -> pf->create
     (net, sock, protocol, kern).  */
  { "net_proto_family", "create", 1u << 2 },
  /* A write to a cgroup file: cgroup_file_write parses the text with
     kstrtoll/kstrtoull and hands the number to cft->write_s64/write_u64
     (css, cft, val).  */
  { "cftype", "write_s64", 1u << 2 },
  { "cftype", "write_u64", 1u << 2 },
  /* ioctl (fd, cmd, arg) -> vfs_ioctl -> f_op->unlocked_ioctl (file,
     cmd, arg); compat_ioctl the same.  (Handlers named "...ioctl" are
     sources by name already; this catches the others.)  */
  { "file_operations", "unlocked_ioctl", (1u << 1) | (1u << 2) },
  { "file_operations", "compat_ioctl", (1u << 1) | (1u << 2) },
  /* lseek (fd, offset, whence) -> vfs_llseek -> f_op->llseek (file,
     offset, whence).  */
  { "file_operations", "llseek", (1u << 1) | (1u << 2) },
  /* setsockopt/getsockopt (fd, level, optname, optval, optlen) ->
     sock->ops->setsockopt (sock, level, optname, optval, optlen), and
     sk->sk_prot->setsockopt (sk, level, optname, ...).  */
  { "proto_ops", "setsockopt", (1u << 1) | (1u << 2) | (1u << 4) },
  { "proto_ops", "getsockopt", (1u << 1) | (1u << 2) },
  { "proto", "setsockopt", (1u << 1) | (1u << 2) | (1u << 4) },
  { "proto", "getsockopt", (1u << 1) | (1u << 2) },
  /* ioctl on a socket: sock_do_ioctl -> sock->ops->ioctl (sock, cmd,
     arg); on a tty: tty_ioctl -> tty->ops->ioctl (tty, cmd, arg); on a
     block device: blkdev_ioctl -> disk->fops->ioctl (bdev, mode, cmd,
     arg).  */
  { "proto_ops", "ioctl", (1u << 1) | (1u << 2) },
  { "tty_operations", "ioctl", (1u << 1) | (1u << 2) },
  { "block_device_operations", "ioctl", (1u << 2) | (1u << 3) },
  { "block_device_operations", "compat_ioctl", (1u << 2) | (1u << 3) },
  { NULL, NULL, 0 }
};

/* The functions this unit's static initializers store in a field of
   kernel_callbacks, with the mask of their attacker parameters.  */
static hash_map<tree, unsigned> *callback_fns;

/* Call VISIT (FIELD, FN, DATA) for each function FN that the initializer
   CTOR (and the initializers nested in it: arrays of cftype) stores in a
   field FIELD of a named structure.  */
static void
walk_initializer (tree ctor, unsigned depth,
                  void (*visit) (tree, tree, void *), void *data)
{
  if (!ctor || TREE_CODE (ctor) != CONSTRUCTOR || depth > 8)
    return;
  tree type = TREE_TYPE (ctor);
  const char *tname = RECORD_OR_UNION_TYPE_P (type) ? type_name (type) : NULL;
  unsigned i;
  tree index, value;
  FOR_EACH_CONSTRUCTOR_ELT (CONSTRUCTOR_ELTS (ctor), i, index, value)
    {
      if (TREE_CODE (value) == CONSTRUCTOR)
        {
          walk_initializer (value, depth + 1, visit, data);
          continue;
        }
      if (!tname || !index || TREE_CODE (index) != FIELD_DECL
          || !DECL_NAME (index))
        continue;
      tree fn = value;
      STRIP_NOPS (fn);
      if (TREE_CODE (fn) != ADDR_EXPR
          || TREE_CODE (TREE_OPERAND (fn, 0)) != FUNCTION_DECL)
        continue;
      visit (index, TREE_OPERAND (fn, 0), data);
    }
}

/* walk_initializer over the initializer of every variable of the unit.  */
void
walk_initializer_fnptrs (void (*visit) (tree, tree, void *), void *data)
{
  varpool_node *vnode;
  FOR_EACH_VARIABLE (vnode)
    {
      tree init = DECL_INITIAL (vnode->decl);
      if (init && init != error_mark_node)
        walk_initializer (init, 0, visit, data);
    }
}

/* Record FN, stored in FIELD, if the field is one of kernel_callbacks.  */
static void
note_callback (tree field, tree fn, void *)
{
  const char *tname = type_name (DECL_CONTEXT (field));
  const char *fname = IDENTIFIER_POINTER (DECL_NAME (field));
  for (int k = 0; tname && kernel_callbacks[k].type; k++)
    if (strcmp (kernel_callbacks[k].type, tname) == 0
        && strcmp (kernel_callbacks[k].field, fname) == 0)
      {
        bool existed;
        unsigned &mask = callback_fns->get_or_insert (fn, &existed);
        mask = (existed ? mask : 0) | kernel_callbacks[k].args;
      }
}

/* Is parameter number PARM_INDEX (0-based) of FNDECL attacker data
   because a static initializer of this unit makes FNDECL a callback of
   kernel_callbacks?  Only in a kernel build.  */
bool
callback_param_p (tree fndecl, unsigned parm_index)
{
  if (!kernel_build_p () || parm_index >= 32)
    return false;
  if (!callback_fns)
    {
      callback_fns = new hash_map<tree, unsigned>;
      walk_initializer_fnptrs (note_callback, NULL);
    }
  unsigned *mask = callback_fns->get (fndecl);
  return mask && (*mask & (1u << parm_index));
}

/* Is PARM of FNDECL attacker data because FNDECL handles an ioctl: the
   command and the argument of a kernel ioctl handler ("...ioctl"
   functions), which come straight from user space?  */
bool
ioctl_param_p (tree fndecl, tree parm)
{
  const char *name = fn_name (fndecl);
  return kernel_build_p () && name && strstr (name, "ioctl")
         && INTEGRAL_TYPE_P (TREE_TYPE (parm));
}

/* Is inline asm STMT a read from user space whose outputs are attacker
   data (the kernel's get_user, which calls __get_user_N)?  */
int
source_asm_kind (const gasm *stmt)
{
  if (!kernel_build_p ())
    return 0;
  const char *text = gimple_asm_string (stmt);
  return text && strstr (text, "__get_user") ? 1 : 0;
}

/* Is FNDECL one-shot start-up (or tear-down) code: placed in an .init or
   .exit section (the kernel's __init, __exit), or a constructor?  An
   attacker can neither train the predictor on it nor run it again.  */
bool
init_code_p (tree fndecl)
{
  if (!fndecl || TREE_CODE (fndecl) != FUNCTION_DECL)
    return false;
  if (DECL_STATIC_CONSTRUCTOR (fndecl) || DECL_STATIC_DESTRUCTOR (fndecl))
    return true;
  const char *section = DECL_SECTION_NAME (fndecl);
  return section && (has_prefix (section, ".init.")
                     || has_prefix (section, ".exit.")
                     || strcmp (section, ".init") == 0
                     || has_prefix (section, ".head.text"));
}

/* Is argument ARG of a call to FNDECL a user-space address, in a kernel
   build?  */
bool
user_pointer_arg_p (tree fndecl, unsigned arg)
{
  const char *name = fn_name (fndecl);
  if (!name || !kernel_build_p ())
    return false;
  for (const struct source_fn *f = kernel_user_pointer_args; f->name; f++)
    if ((unsigned) f->arg == arg && strcmp (f->name, name) == 0)
      return true;
  return false;
}

} /* namespace nospec */
