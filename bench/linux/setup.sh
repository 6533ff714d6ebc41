# bench/linux/setup.sh - the kernel tree for bench/linux/run (sourced).
#
# Idempotent: each step leaves a stamp file in $WORK and is skipped when
# its stamp exists.  Steps:
#   1. apt-get install linux-source-6.12 and the kernel's build tools;
#   2. extract /usr/src/linux-source-6.12.tar.xz to $WORK/linux-source-6.12;
#   3. in that copy (never in git), make array_index_nospec() return its
#      index unchanged, so that the kernel's hand-placed masks are gone
#      and the plugin has to find the places by itself; with
#      REAL_NOSPEC=1 (bench/linux/run --real-nospec) keep the kernel's
#      own macro instead, and stamp the tree as such (a tree is one or
#      the other: give each its own NOSPEC_LINUX_WORK);
#   4. make x86_64_defconfig and `make prepare' (generated headers and
#      objtool, which the single-object builds of the measurement need),
#      then list the objects defconfig compiles (see list_built_objects
#      and setup_build below) in $WORK/compiled-objects.txt.
#
# CONFIG_WERROR: x86_64_defconfig sets CONFIG_WERROR=y (kbuild adds
# -Werror).  We keep it, as defconfig has it; the plain build is warning
# free with Debian's gcc-12.  The measurement builds pass -Wno-error in
# KCFLAGS, which kbuild puts after -Werror, so that the plugin's audit
# warnings stay warnings.

KERNEL_VERSION=6.12
KERNEL_PACKAGE=linux-source-$KERNEL_VERSION
KERNEL_TARBALL=/usr/src/$KERNEL_PACKAGE.tar.xz
KTREE=$WORK/$KERNEL_PACKAGE
KERNEL_TOOLS="bc bison flex libelf-dev libssl-dev cpio kmod dwarves
  build-essential gcc-12"

setup_packages ()
{
  local missing= p
  for p in $KERNEL_PACKAGE $KERNEL_TOOLS; do
    dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q ' installed$' ||
      missing="$missing $p"
  done
  [ -z "$missing" ] && return 0
  say "installing$missing"
  if [ "$(id -u)" != 0 ]; then
    die "not root: install$missing (apt-get install$missing)"
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y $missing \
      > "$WORK/apt.log" 2>&1 ||
    { apt-get update > "$WORK/apt.log" 2>&1 &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y $missing \
        >> "$WORK/apt.log" 2>&1; } ||
    die "apt-get install$missing failed, see $WORK/apt.log"
}

setup_extract ()
{
  [ -f "$WORK/stamp-extract" ] && return 0
  [ -f "$KERNEL_TARBALL" ] || die "$KERNEL_TARBALL missing"
  say "extracting $KERNEL_TARBALL"
  rm -rf "$KTREE"
  (cd "$WORK" && nice tar -xJf "$KERNEL_TARBALL") || die "tar failed"
  [ -f "$KTREE/Makefile" ] || die "$KTREE/Makefile missing after tar"
  touch "$WORK/stamp-extract"
}

# Replace the macro's body: `array_index_nospec(i, n)' evaluates both
# operands once, as the real macro does, and gives i back unmasked.
setup_define_away ()
{
  local h=$KTREE/include/linux/nospec.h
  if [ -n "${REAL_NOSPEC:-}" ]; then
    [ -f "$WORK/stamp-nospec-h" ] &&
      die "$WORK holds a tree whose array_index_nospec() is defined away;" \
          "--real-nospec needs its own NOSPEC_LINUX_WORK"
    grep -q 'array_index_mask_nospec' "$h" ||
      die "$h does not mask: not the kernel's own macro"
    touch "$WORK/stamp-real-nospec"
    return 0
  fi
  [ -f "$WORK/stamp-real-nospec" ] &&
    die "$WORK holds a tree with the kernel's own array_index_nospec()" \
        "(--real-nospec); use another NOSPEC_LINUX_WORK"
  [ -f "$WORK/stamp-nospec-h" ] && return 0
  say "defining array_index_nospec() away in $h"
  awk '
    /^#define array_index_nospec\(index, size\)/ {
      print "/* bench/linux: the mask is defined away (index unchanged). */"
      print "#define array_index_nospec(index, size)\t\t\t\t\t\\"
      print "({\t\t\t\t\t\t\t\t\t\\"
      print "\ttypeof(index) _i = (index);\t\t\t\t\t\\"
      print "\t(void)(size);\t\t\t\t\t\t\t\\"
      print "\t_i;\t\t\t\t\t\t\t\t\\"
      print "})"
      skip = 1; done = 1; next
    }
    skip && /^}\)/ { skip = 0; next }
    skip { next }
    { print }
    END { if (!done) exit 1 }' "$h" > "$h.new" ||
    die "array_index_nospec definition not found in $h"
  mv "$h.new" "$h"
  touch "$WORK/stamp-nospec-h"
}

setup_config ()
{
  [ -f "$WORK/stamp-config" ] && return 0
  say "make x86_64_defconfig"
  (cd "$KTREE" && make CC="$KCC" HOSTCC="$KCC" x86_64_defconfig) \
      > "$WORK/config.log" 2>&1 ||
    die "make x86_64_defconfig failed, see $WORK/config.log"
  touch "$WORK/stamp-config"
}

# Which objects x86_64_defconfig compiles, from kbuild's own Makefile and
# .config logic: `make -n -k vmlinux modules' descends into every directory
# as the real build does (the recursive $(MAKE) lines run even under -n)
# and prints each object's recipe, "echo '  CC      dir/file.o'" (AS for
# assembler files), without
# compiling anything.  Objects already built (with a .o.cmd file) are not
# printed again; they are added from the .o.cmd files.  The link of
# vmlinux fails under -n (no vmlinux.a), which -k lets pass.  About a
# minute; `--full-build' (NOSPEC_LINUX_FULL_BUILD=1) runs the real
# `make vmlinux modules' instead (30-90 minutes on a busy 2-core machine)
# and takes the list from its .o.cmd files.
list_built_objects ()
{
  (cd "$KTREE" && find . -name '.*.o.cmd' | sed -e 's|^\./||' \
     -e 's|\(.*/\)\{0,1\}\.\([^/]*\.o\)\.cmd$|\1\2|')
}

setup_build ()
{
  local t0
  [ -f "$WORK/stamp-build" ] && return 0
  t0=$(date +%s)
  say "make prepare (generated headers, objtool; log: $WORK/prepare.log)"
  (cd "$KTREE" && nice make -j"$JOBS" CC="$KCC" HOSTCC="$KCC" prepare) \
      > "$WORK/prepare.log" 2>&1 ||
    die "make prepare failed, see $WORK/prepare.log"
  if [ -n "${NOSPEC_LINUX_FULL_BUILD:-}" ]; then
    say "make -j$JOBS vmlinux modules (the full defconfig build; log:" \
        "$WORK/build.log)"
    (cd "$KTREE" && nice make -j"$JOBS" CC="$KCC" HOSTCC="$KCC" vmlinux modules) \
        > "$WORK/build.log" 2>&1 ||
      die "the defconfig build failed, see $WORK/build.log"
    list_built_objects | LC_ALL=C sort -u > "$WORK/compiled-objects.txt"
    echo full-build > "$WORK/compiled-objects.how"
  else
    say "make -n -k vmlinux modules (which objects defconfig compiles;" \
        "log: $WORK/dryrun.log)"
    (cd "$KTREE" && nice make -n -k CC="$KCC" HOSTCC="$KCC" vmlinux modules) \
        > "$WORK/dryrun.log" 2>&1
    { sed -n "s/.*echo '  \(CC\|AS\) \(\[M\]\)\{0,1\} *\([^ ']*\.o\)'.*/\3/p" \
        "$WORK/dryrun.log"
      list_built_objects; } | LC_ALL=C sort -u > "$WORK/compiled-objects.txt"
    echo dry-run > "$WORK/compiled-objects.how"
  fi
  [ "$(wc -l < "$WORK/compiled-objects.txt")" -gt 1000 ] ||
    die "only $(wc -l < "$WORK/compiled-objects.txt") objects found; see $WORK/dryrun.log"
  touch "$WORK/stamp-build"
  say "set-up done in $(( $(date +%s) - t0 )) s;" \
      "$(wc -l < "$WORK/compiled-objects.txt") objects in defconfig"
}

setup_all ()
{
  mkdir -p "$WORK" || die "cannot create $WORK"
  setup_packages
  setup_extract
  setup_define_away
  setup_config
  setup_build
}
