# common.sh - shared by bench/torture and bench/csmith (sourced, bash).
#
# Target descriptions, the "aggressive" plugin flags, building the plugin
# for one GCC, and classifying a failed compilation (an internal compiler
# error is told apart from an ordinary error).

# The repository this script lives in.
NOSPEC_TOP=${NOSPEC_TOP:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}
NOSPEC_WORK=${NOSPEC_WORK:-$NOSPEC_TOP/bench/work}

# arch_cc ARCH: the GCC for ARCH.
arch_cc () {
  case $1 in
    x86_64) echo gcc-12 ;;
    aarch64) echo aarch64-linux-gnu-gcc-12 ;;
    *) echo "unknown architecture: $1" >&2; return 1 ;;
  esac
}

# arch_run ARCH: the command prefix that runs a binary of ARCH here.
arch_run () {
  case $1 in
    x86_64) echo "" ;;
    aarch64) echo "qemu-aarch64 -L /usr/aarch64-linux-gnu" ;;
    *) return 1 ;;
  esac
}

# arch_packages ARCH: Debian packages the architecture needs.
arch_packages () {
  case $1 in
    x86_64) echo "gcc-12 gcc-12-plugin-dev" ;;
    aarch64) echo "gcc-12-aarch64-linux-gnu gcc-12-plugin-dev-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user" ;;
  esac
}

# hardened_flags PLUGIN STRATEGY: the widest attacker model (every value
# the function did not produce itself, every branch counts as a check).
# HARDENED_EXTRA adds flags: only to check the harnesses themselves (a flag
# that changes what a program computes must show up as mismatches).
hardened_flags () {
  echo "-fplugin=$1 -fplugin-arg-nospec-mode=harden -fplugin-arg-nospec-taint=all -fplugin-arg-nospec-checks=any -fplugin-arg-nospec-strategy=$2${HARDENED_EXTRA:+ $HARDENED_EXTRA}"
}

# ensure_packages PKG...: install what is missing (root only, quietly).
ensure_packages () {
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' \
      || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" != 0 ]; then
    echo "missing packages (install them as root): ${missing[*]}" >&2
    return 1
  fi
  echo "installing: ${missing[*]}" >&2
  apt-get update -qq >&2 || return 1
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >&2
}

# build_plugin ARCH: build nospec.so for ARCH's GCC in $NOSPEC_WORK and
# print its path.  Incremental: a second call only runs make.
build_plugin () {
  local arch=$1 cc dir
  cc=$(arch_cc "$arch") || return 1
  dir=$NOSPEC_WORK/plugin-$arch
  if [ ! -x "$NOSPEC_TOP/configure" ]; then
    (cd "$NOSPEC_TOP" && autoreconf -fi) >&2 || return 1
  fi
  mkdir -p "$dir"
  if [ ! -f "$dir/Makefile" ]; then
    (cd "$dir" && "$NOSPEC_TOP/configure" --with-gcc="$cc") \
      > "$dir/configure.out" 2>&1 \
      || { echo "configure for $cc failed: see $dir/configure.out" >&2; return 1; }
  fi
  (cd "$dir" && nice make -j2) > "$dir/make.out" 2>&1 \
    || { echo "building the plugin for $cc failed: see $dir/make.out" >&2; return 1; }
  echo "$dir/plugin/.libs/nospec.so"
}

# classify_compile_failure STATUS STDERR-FILE: "ice" for an internal
# compiler error or a crashed/killed compiler, "hang" for a compile that
# ran into its timeout, otherwise "error".
classify_compile_failure () {
  local status=$1 err=$2
  if [ "$status" = 124 ] || [ "$status" = 137 ]; then
    echo hang
  elif grep -q -E 'internal compiler error|Segmentation fault|Please submit a full bug report|killed by signal|terminated with signal' "$err" 2>/dev/null; then
    echo ice
  else
    echo error
  fi
}

# quote_cmd WORD...: the command as one shell-quoted line.
quote_cmd () {
  local out="" w
  for w in "$@"; do
    out+="${out:+ }$(printf '%q' "$w")"
  done
  echo "$out"
}
