# bench/lib/programs.sh - how each benchmarked program is fetched, built,
# tested and run.  Sourced by bench/run.
#
# Each program PROG defines:
#   PROG_package          Debian source package (and a version to pin when
#                         the newest one is a missing security update)
#   build_PROG DIR        build from $SRCDIR/PKG/tree into DIR with $CC and
#                         $EXTRA (the variant's flags); leaves the binary in
#                         DIR/bin/
#   selftest_PROG DIR     the package's own quick test suite, or nothing
#   workloads: see workload_command below.
# Only CC and CFLAGS (or the program's documented CFLAGS hook) change
# between the six builds of a program.
#
# CROSS_HOST (bench/census --target): the GNU triplet of a cross compiler
# in $CC (e.g. aarch64-linux-gnu); empty for a native build.  The
# builds then pass --host (autotools) or the triplet's ar and ranlib
# (plain makefiles); the programs are compiled and linked, not run.
CROSS_HOST=${CROSS_HOST:-}

# cross_tool TOOL: TOOL, or the cross binutils' TRIPLET-TOOL.
cross_tool ()
{
  echo "${CROSS_HOST:+$CROSS_HOST-}$1"
}

# The configure option for a cross build, or nothing.
cross_configure_args ()
{
  [ -n "$CROSS_HOST" ] && echo "--host=$CROSS_HOST"
  return 0
}

all_programs="sqlite lua pcre2 zstd xz bzip2 lz4 zlib"
# Built and counted by bench/census only (no workload of its own in
# bench/run): brotli's decoder costs nothing measurable with the plugin
# and its command-line tool decodes one stream per file.
census_only_programs="brotli"
census_programs="$all_programs $census_only_programs"

sqlite_package="sqlite3"
lua_package="lua5.4"
pcre2_package="pcre2 10.42-1"
zstd_package="libzstd 1.5.4+dfsg2-5"
xz_package="xz-utils"
bzip2_package="bzip2"
lz4_package="lz4"
zlib_package="zlib 1:1.2.13.dfsg-1"
brotli_package="brotli"

program_workloads ()
{
  case $1 in
    sqlite) echo "speedtest1" ;;
    lua) echo "lua" ;;
    pcre2) echo "pcre2grep" ;;
    zstd) echo "zstd-c zstd-d" ;;
    xz) echo "xz-c xz-d" ;;
    bzip2) echo "bzip2-c bzip2-d" ;;
    lz4) echo "lz4-c lz4-d" ;;
    zlib) echo "zlib-c zlib-d" ;;
  esac
}

workload_program ()
{
  case $1 in
    speedtest1) echo sqlite ;;
    lua) echo lua ;;
    pcre2grep) echo pcre2 ;;
    zstd-*) echo zstd ;;
    xz-*) echo xz ;;
    bzip2-*) echo bzip2 ;;
    lz4-*) echo lz4 ;;
    zlib-*) echo zlib ;;
  esac
}

tree_of ()
{
  local pkg
  eval "pkg=\${${1}_package}"
  readlink -f "$SRCDIR/${pkg%% *}/tree"
}

# copy_tree PROG DIR: a private copy of the unpacked source (for programs
# whose build system builds in the source tree).
copy_tree ()
{
  mkdir -p "$2/src"
  cp -a "$(tree_of "$1")/." "$2/src/"
}

run_make ()
{
  nice -n 10 make -j"$BUILD_JOBS" "$@"
}

# build_autotools PROG DIR BINARY CONFIGURE-ARGS...: configure out of tree
# in DIR/obj with $CC and -O2 $EXTRA, make, and copy DIR/obj/BINARY into
# DIR/bin/.
build_autotools ()
{
  local prog=$1 dir=$2 binary=$3
  shift 3
  mkdir -p "$dir/obj" "$dir/bin"
  (cd "$dir/obj" \
   && nice -n 10 "$(tree_of "$prog")/configure" $(cross_configure_args) "$@" \
        CC="$CC" CFLAGS="-O2 $EXTRA" \
   && run_make) || return 1
  cp "$dir/obj/$binary" "$dir/bin/${binary##*/}"
}

# The package's own "make check" in the build of build_autotools.
selftest_autotools ()
{
  (cd "$1/obj" && run_make check)
}

# ---- sqlite3: the amalgamation (needs tclsh) and test/speedtest1.c --------
# Its build runs tools it compiles from tool/ (lemon, mkkeywordhash,
# mksourceid): with $CC, natively.  A cross build needs them built by the
# build machine's gcc (CROSS_BUILDING=yes, Debian's Makefile.in, and
# BCC); so does PLAIN_BUILD_TOOLS=1 (bench/census: only the program's
# own code in the census, the same code on every target).
build_sqlite ()
{
  local dir=$1 tree tools=
  tree=$(tree_of sqlite)
  if [ -n "$CROSS_HOST" ] || [ -n "${PLAIN_BUILD_TOOLS:-}" ]; then
    tools="CROSS_BUILDING=yes BCC=gcc-12"
  fi
  mkdir -p "$dir/obj" "$dir/bin"
  (cd "$dir/obj" \
   && nice -n 10 "$tree/configure" $(cross_configure_args) \
        --disable-shared --disable-tcl \
        CC="$CC" CFLAGS="-O2 $EXTRA" \
   && run_make sqlite3.c $tools \
   && run_make speedtest1 $tools) || return 1
  cp "$dir/obj/speedtest1" "$dir/bin/speedtest1"
}

# The package's Tcl test suite refuses to run as root; fuzzcheck runs the
# library over its corpus of fuzzed databases and SQL.  It compiles the
# amalgamation once more, so it runs for the plugin builds in the full
# mode only (speedtest1's verification hash checks every build).
selftest_sqlite ()
{
  [ "$MODE" = full ] || return 0
  case $EXTRA in
    *-fplugin=*) ;;
    *) return 0 ;;
  esac
  (cd "$1/obj" && run_make fuzzcheck && ./fuzzcheck "$(tree_of sqlite)"/test/fuzzdata*.db)
}

# ---- lua5.4: upstream's src/Makefile ---------------------------------------
# Debian's 0001-build-system.patch turns it into a libtool build of a
# shared library and a C++ copy; reversing it gives upstream's static
# build.  luaconf.h (Debian's module-path patch) includes a generated
# header naming the multiarch triplet (the target's).
build_lua ()
{
  local dir=$1
  copy_tree lua "$dir"
  (cd "$dir/src" \
   && patch -R -p1 -s <debian/patches/0001-build-system.patch \
   && printf '#define DEB_HOST_MULTIARCH "%s"\n' \
        "$(${CROSS_HOST:+$CROSS_HOST-}gcc-12 -print-multiarch)" \
        >src/lua5.4-deb-multiarch.h \
   && run_make -C src linux CC="$CC -std=gnu99" MYCFLAGS="$EXTRA" \
        AR="$(cross_tool ar) rcu" RANLIB="$(cross_tool ranlib)") \
    || return 1
  mkdir -p "$dir/bin"
  cp "$dir/src/src/lua" "$dir/bin/lua"
}

selftest_lua () { return 0; }

# ---- pcre2: autotools, no JIT (the interpreter is the C code) -------------
build_pcre2 ()
{
  build_autotools pcre2 "$1" pcre2grep --disable-shared
}

selftest_pcre2 () { selftest_autotools "$1"; }

# ---- zstd: programs/Makefile (its default -O3 is replaced by CFLAGS) -------
# zlib, lzma and lz4 support off: they would link system libraries and
# depend on which -dev packages happen to be installed.
build_zstd ()
{
  local dir=$1
  copy_tree zstd "$dir"
  run_make -C "$dir/src/programs" zstd CC="$CC" CFLAGS="-O2 $EXTRA" \
    HAVE_ZLIB=0 HAVE_LZMA=0 HAVE_LZ4=0 || return 1
  mkdir -p "$dir/bin"
  cp "$dir/src/programs/zstd" "$dir/bin/zstd"
}

selftest_zstd () { return 0; }

# ---- xz-utils: autotools ---------------------------------------------------
build_xz ()
{
  build_autotools xz "$1" src/xz/xz --disable-shared --disable-nls \
    --disable-doc
}

selftest_xz () { selftest_autotools "$1"; }

# ---- bzip2: upstream Makefile ----------------------------------------------
# Debian's makefile.diff links bzip2 against the shared libbz2, which then
# loads the SYSTEM library at run time: link the static archive instead.
build_bzip2 ()
{
  local dir=$1
  copy_tree bzip2 "$dir"
  (cd "$dir/src" \
   && run_make CC="$CC" AR="$(cross_tool ar)" RANLIB="$(cross_tool ranlib)" \
        CFLAGS="-Wall -Winline -O2 -g -D_FILE_OFFSET_BITS=64 $EXTRA" \
        libbz2.a bzip2.o \
   && $CC -O2 $EXTRA -o bzip2 bzip2.o libbz2.a) || return 1
  mkdir -p "$dir/bin"
  cp "$dir/src/bzip2" "$dir/bin/bzip2"
}

selftest_bzip2 ()
{
  (cd "$1/src" && make -o bzip2 test)
}

# ---- lz4: programs/Makefile, the library's sources compiled in ------------
# Debian's 0001-Fix-static-link.patch adds "-L ../lib -llz4" to the
# program's link, which needs (and would load) the shared liblz4:
# reversing it gives upstream's static build.  CFLAGS replaces lz4's
# default -O3 by the bench's -O2.
build_lz4 ()
{
  local dir=$1
  copy_tree lz4 "$dir"
  (cd "$dir/src" \
   && patch -R -p1 -s <debian/patches/0001-Fix-static-link.patch \
   && run_make -C programs lz4 CC="$CC" CFLAGS="-O2 $EXTRA") || return 1
  mkdir -p "$dir/bin"
  cp "$dir/src/programs/lz4" "$dir/bin/lz4"
}

# Its own basic round trips (datagen's data through -v, -9, -BI, ...:
# about 5 s); the full "make test" takes many minutes.
selftest_lz4 ()
{
  run_make -C "$1/src/tests" test-lz4-basic CC="$CC" CFLAGS="-O2 $EXTRA"
}

# ---- zlib: its configure, a static build, and test/minigzip.c --------------
# The inflate state machine and inflate_fast are the other decoder shape
# (Huffman tables read through a bit buffer) beside lz4's byte-oriented
# loop.
build_zlib ()
{
  local dir=$1
  copy_tree zlib "$dir"
  (cd "$dir/src" \
   && CC="$CC" CFLAGS="-O2 $EXTRA" ${CROSS_HOST:+CHOST=$CROSS_HOST} \
        nice -n 10 ./configure --static \
   && run_make minigzip example) || return 1
  mkdir -p "$dir/bin"
  cp "$dir/src/minigzip" "$dir/bin/minigzip"
}

selftest_zlib ()
{
  (cd "$1/src" && make test)
}

# ---- brotli (bench/census only): upstream's Makefile -------------------------
build_brotli ()
{
  local dir=$1
  copy_tree brotli "$dir"
  run_make -C "$dir/src" brotli CC="$CC" CFLAGS="-O2 $EXTRA" || return 1
  mkdir -p "$dir/bin"
  cp "$dir/src/bin/brotli" "$dir/bin/brotli"
}

selftest_brotli () { return 0; }

# Libraries that must not be loaded at run time (the program's own code
# has to be the code that was built).
program_own_library ()
{
  case $1 in
    sqlite) echo libsqlite3 ;;
    lua) echo liblua ;;
    pcre2) echo libpcre2 ;;
    zstd) echo libzstd ;;
    xz) echo liblzma ;;
    bzip2) echo libbz2 ;;
    lz4) echo liblz4 ;;
    zlib) echo 'libz\.' ;;
    brotli) echo libbrotli ;;
  esac
}

# ---- workloads ---------------------------------------------------------------
# workload_command WL SIZE BINDIR: set WL_ARGV (command), WL_IN (standard
# input file or empty) and WL_CHECK (how the output is compared: "stdout"
# = equal to the gcc-12 -O2 build's output; "file:PATH" = equal to PATH).
# SIZE is one of full, quick, icount (small input for cachegrind).
#
# Sizes aim at 1-5 s per run (full), about 0.5 s (quick), and about 0.05 s
# natively for instruction counting under cachegrind.
workload_size ()
{
  local wl=$1 size=$2
  case $wl:$size in
    speedtest1:full) echo 60 ;;      speedtest1:quick) echo 20 ;;
    speedtest1:icount) echo 3 ;;
    lua:full) echo 16 ;;             lua:quick) echo 5 ;;
    lua:icount) echo 1 ;;
    pcre2grep:full) echo 10000000 ;; pcre2grep:quick) echo 3000000 ;;
    pcre2grep:icount) echo 150000 ;;
    zstd-*:full) echo 9000000 ;;     zstd-*:quick) echo 3000000 ;;
    zstd-*:icount) echo 500000 ;;
    xz-*:full) echo 2000000 ;;       xz-*:quick) echo 700000 ;;
    xz-*:icount) echo 100000 ;;
    bzip2-*:full) echo 18000000 ;;   bzip2-*:quick) echo 5000000 ;;
    bzip2-*:icount) echo 400000 ;;
    lz4-*:full) echo 9000000 ;;      lz4-*:quick) echo 3000000 ;;
    lz4-*:icount) echo 500000 ;;
    zlib-*:full) echo 9000000 ;;     zlib-*:quick) echo 3000000 ;;
    zlib-*:icount) echo 500000 ;;
  esac
}

# Decompression runs read the same file several times in one process.
decompress_copies ()
{
  local wl=$1 size=$2
  if [ "$size" = icount ]; then
    echo 2
    return
  fi
  case $wl in
    zstd-d) echo 80 ;;
    xz-d) echo 40 ;;
    lz4-d) echo 50 ;;
    zlib-d) echo 40 ;;
    *) echo 1 ;;
  esac
}

pcre2_patterns=(
  -e '[a-z]+\.[a-z]+@[a-z]+\.org'
  -e '\b\d{1,3}(?:\.\d{1,3}){3}\b'
  -e '\b20\d\d-(?:0[1-9]|1[0-2])-\d\d\b'
  -e '\b(?:st|tr|ch)[aeiou]+(?:nd|ng|rk)\b'
  -e '0x[0-9a-f]{4}[0-9]{4}'
  -e '\b(\w+) \1\b'
  -e '(?i)\bPLE\w*OU\w*\b'
  -e '\w+=(?:9\d\d|1\d)\b'
)

# corpus_file BYTES: the generated corpus of that size (made once).
corpus_file ()
{
  local f=$DATADIR/corpus-$1.txt
  if [ ! -f "$f" ]; then
    "$TOOLDIR/corpus" "$1" 20240601 >"$f.tmp" && mv "$f.tmp" "$f"
  fi
  echo "$f"
}

# compressed_file WL BYTES: the corpus compressed by the gcc-12 -O2 build,
# the common input of every variant's decompression runs.
compressed_file ()
{
  local wl=$1 bytes=$2 corpus bin ext
  corpus=$(corpus_file "$bytes")
  bin=$BUILDDIR/$(workload_program "$wl")/gcc/bin
  case $wl in
    zstd-*) ext=zst ;; xz-*) ext=xz ;; bzip2-*) ext=bz2 ;;
    lz4-*) ext=lz4 ;; zlib-*) ext=gz ;;
  esac
  local f=$DATADIR/corpus-$bytes.$ext
  if [ ! -f "$f" ]; then
    case $wl in
      zstd-*) "$bin/zstd" -q -T1 -12 -c "$corpus" >"$f.tmp" ;;
      xz-*) "$bin/xz" -T1 -6 -c "$corpus" >"$f.tmp" ;;
      bzip2-*) "$bin/bzip2" -9 -c "$corpus" >"$f.tmp" ;;
      lz4-*) "$bin/lz4" -q -9 -c "$corpus" >"$f.tmp" ;;
      zlib-*) "$bin/minigzip" -6 <"$corpus" >"$f.tmp" ;;
    esac
    mv "$f.tmp" "$f"
  fi
  echo "$f"
}

workload_command ()
{
  local wl=$1 size=$2 bin=$3 n copies k input
  n=$(workload_size "$wl" "$size")
  WL_IN=
  WL_CHECK=stdout
  case $wl in
    speedtest1)
      WL_ARGV=("$bin/speedtest1" --memdb --verify --size "$n") ;;
    lua)
      WL_ARGV=("$bin/lua" "$BENCH/gen/workload.lua" "$n") ;;
    pcre2grep)
      WL_ARGV=("$bin/pcre2grep" -o "${pcre2_patterns[@]}" "$(corpus_file "$n")") ;;
    zstd-c)
      WL_ARGV=("$bin/zstd" -q -T1 -12 -c "$(corpus_file "$n")")
      WL_CHECK=file:$(compressed_file "$wl" "$n") ;;
    xz-c)
      WL_ARGV=("$bin/xz" -T1 -6 -c "$(corpus_file "$n")")
      WL_CHECK=file:$(compressed_file "$wl" "$n") ;;
    bzip2-c)
      WL_ARGV=("$bin/bzip2" -9 -c "$(corpus_file "$n")")
      WL_CHECK=file:$(compressed_file "$wl" "$n") ;;
    lz4-c)
      WL_ARGV=("$bin/lz4" -q -9 -c "$(corpus_file "$n")")
      WL_CHECK=file:$(compressed_file "$wl" "$n") ;;
    zlib-c)
      WL_ARGV=("$bin/minigzip" -6)
      WL_IN=$(corpus_file "$n")
      WL_CHECK=file:$(compressed_file "$wl" "$n") ;;
    zstd-d|xz-d|bzip2-d|lz4-d|zlib-d)
      input=$(compressed_file "$wl" "$n")
      copies=$(decompress_copies "$wl" "$size")
      case $wl in
        zstd-d) WL_ARGV=("$bin/zstd" -q -d -c) ;;
        xz-d) WL_ARGV=("$bin/xz" -d -c) ;;
        bzip2-d) WL_ARGV=("$bin/bzip2" -d -c) ;;
        lz4-d) WL_ARGV=("$bin/lz4" -q -d -c -m) ;;
        zlib-d)
          # minigzip closes its output after the first file: one input
          # of COPIES gzip members, which gzread reads one after another.
          WL_ARGV=("$bin/minigzip" -d)
          WL_IN=$input.x$copies
          if [ ! -f "$WL_IN" ]; then
            for ((k = 0; k < copies; k++)); do cat "$input"; done \
              >"$WL_IN.tmp" && mv "$WL_IN.tmp" "$WL_IN"
          fi ;;
      esac
      [ "$wl" = zlib-d ] || for ((k = 0; k < copies; k++)); do
        WL_ARGV+=("$input")
      done
      WL_CHECK=repeat:$copies:$(corpus_file "$n") ;;
  esac
}
