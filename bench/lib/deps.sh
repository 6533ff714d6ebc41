# bench/lib/deps.sh - install what the benchmarks need and fetch the
# programs' Debian source packages.  Sourced by bench/run.

APT_LOCK_WAIT="-o DPkg::Lock::Timeout=600"

# Tools the harness itself needs, by the command that proves each one.
bench_tool_packages="gcc-12:gcc-12 g++-12:g++-12 make:make
autoreconf:autoconf automake:automake libtoolize:libtool
clang-19:clang-19 valgrind:valgrind tclsh:tcl dpkg-source:dpkg-dev
xz:xz-utils patch:patch awk:mawk"

deps_install_tools ()
{
  local missing="" pair cmd pkg
  for pair in $bench_tool_packages; do
    cmd=${pair%%:*}
    pkg=${pair#*:}
    command -v "$cmd" >/dev/null 2>&1 || missing="$missing $pkg"
  done
  local gcc12_plugin
  gcc12_plugin=$(gcc-12 -print-file-name=plugin 2>/dev/null)
  if [ -z "$gcc12_plugin" ] || [ ! -f "$gcc12_plugin/include/gcc-plugin.h" ]; then
    missing="$missing gcc-12-plugin-dev"
  fi
  if [ -z "$missing" ]; then
    return 0
  fi
  [ "$(id -u)" = 0 ] || die "missing packages:$missing (run as root to install them)"
  log "installing:$missing"
  apt_updated_once
  DEBIAN_FRONTEND=noninteractive apt-get $APT_LOCK_WAIT install -y -q \
    --no-install-recommends $missing >>"$LOGDIR/apt.log" 2>&1 \
    || die "apt-get install$missing failed; see $LOGDIR/apt.log"
}

APT_UPDATED=
apt_updated_once ()
{
  [ -n "$APT_UPDATED" ] && return 0
  apt-get $APT_LOCK_WAIT update -q >>"$LOGDIR/apt.log" 2>&1 \
    || die "apt-get update failed; see $LOGDIR/apt.log"
  APT_UPDATED=1
}

# apt-get source needs deb-src entries.  Debian 12 images carry a deb822
# file whose Types: line names only "deb"; add deb-src there.
deps_enable_deb_src ()
{
  if grep -rqsE '^(Types:.*deb-src|deb-src )' /etc/apt/sources.list \
       /etc/apt/sources.list.d/; then
    return 0
  fi
  local f=/etc/apt/sources.list.d/debian.sources
  if [ -f "$f" ]; then
    [ "$(id -u)" = 0 ] || die "deb-src is not enabled in $f (run as root)"
    log "enabling deb-src in $f"
    sed -i 's/^Types: deb$/Types: deb deb-src/' "$f"
  elif [ -f /etc/apt/sources.list ]; then
    [ "$(id -u)" = 0 ] || die "deb-src is not enabled in /etc/apt/sources.list (run as root)"
    log "enabling deb-src in /etc/apt/sources.list"
    sed -n 's/^deb \(.*\)/deb-src \1/p' /etc/apt/sources.list \
      >/etc/apt/sources.list.d/nospec-bench-src.list
  else
    die "no apt sources found to add deb-src to"
  fi
  APT_UPDATED=
  apt_updated_once
}

# deps_fetch_source PKG [PINNED-VERSION]: unpack Debian source package PKG
# under $SRCDIR/PKG once (patches applied by dpkg-source).  The newest
# version can be a security update missing from the mirror (404): then
# try the other versions apt knows (then PINNED-VERSION).  One package per
# apt-get call: one failure would abort the others.
deps_fetch_source ()
{
  local pkg=$1 pin=$2 dir=$SRCDIR/$1
  if [ -f "$dir/.unpacked" ]; then
    return 0
  fi
  deps_enable_deb_src
  rm -rf "$dir"
  mkdir -p "$dir"
  log "fetching source package $pkg"
  if ! (cd "$dir" && apt-get $APT_LOCK_WAIT source -q "$pkg") \
       >>"$LOGDIR/apt.log" 2>&1; then
    # Try the other versions apt knows, newest first, then the pin, then
    # the release's own suite ("brotli/bookworm"): when a security update
    # shares the original tarball, "pkg=version" still fetches it from
    # the security pool, where the mirror may miss it.
    local v ok= codename
    codename=$(. /etc/os-release 2>/dev/null && echo "${VERSION_CODENAME:-}")
    for v in $(apt-cache showsrc "$pkg" | sed -n "s/^Version: //p" | sort -r -V) $pin \
             ${codename:+/$codename}; do
      case $v in /*) v=$pkg$v ;; *) v=$pkg=$v ;; esac
      log "  $pkg: download failed; trying $v"
      rm -rf "$dir"; mkdir -p "$dir"
      if (cd "$dir" && apt-get $APT_LOCK_WAIT source -q "$v") \
           >>"$LOGDIR/apt.log" 2>&1; then
        ok=1
        break
      fi
    done
    [ -n "$ok" ] || die "apt-get source $pkg failed for every version; see $LOGDIR/apt.log"
  fi
  local tree
  tree=$(find "$dir" -mindepth 1 -maxdepth 1 -type d | head -n 1)
  [ -n "$tree" ] || die "apt-get source $pkg unpacked nothing"
  ln -sfn "$(basename "$tree")" "$dir/tree"
  touch "$dir/.unpacked"
}
