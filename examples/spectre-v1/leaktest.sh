#!/bin/sh
# leaktest.sh - attack victim_function and the 15 classic Spectre v1
# examples (kocher.c), each built plain, hardened by hand and hardened by
# the plugin, at several optimisation levels, and print a table of leaked
# bytes.
#
# Usage: leaktest.sh [--runs N] [--levels "-O0 -O2 ..."] [--bytes N]
#                    [--tries N] [--variants "N ..."] [--no-hand]
#                    [--plugin-arg KEY[=VALUE]]... PLUGIN_PATH [GCC]
#   PLUGIN_PATH   the built plugin (nospec.so)
#   GCC           the compiler the plugin was built for (default: gcc)
#   --runs N      attack every build N times (default 1, or $LEAKTEST_RUNS);
#                 the runs go round all levels and variants in turn, so a
#                 burst of load on the machine does not hit one cell N times
#   --levels L    optimisation levels of the victims (default "-O0 -O2 -O3",
#                 or $LEAKTEST_LEVELS); --opt -OLEVEL is --levels -OLEVEL
#   --bytes N     leak the first N bytes of the secret (default: all 40)
#   --tries N     pairs of tries per byte and round, for every variant but
#                 v10 (default 100; the demo's attack uses 400); v10 keeps
#                 its default of 12 passes over all 239 guesses
#   --variants L  only these variants (0 = victim.c's victim_function)
#   --no-hand     skip the build hardened by hand (hand.c)
#   --plugin-arg KEY[=VALUE]  add -fplugin-arg-nospec-KEY[=VALUE] to the
#                 plugin builds (e.g. strategy=fence); $LEAKTEST_PLUGIN_ARGS
#                 may hold more, separated by blanks ("mode=harden
#                 strategy=fence").  Without any, the plugin runs with its
#                 default options, as a user would run it.
#
# Builds, each linked with the unhardened attack.c and data.c (built at -O2):
#   plain   victim.c and kocher.c as they are
#   hand    hand.c: the same functions hardened by hand with nospec.h
#   plugin  victim.c and kocher.c with -fplugin=PLUGIN_PATH
#
# A cell "N/M" means N of the M attacked bytes were recovered correctly
# with a clear leader: attack hits minus control hits beat the runner-up
# and the median by margins scaled to the run's own noise (see attack.c's
# clear_leader and README.md).  With --runs N a cell lists the N runs.
#
# Verdict per variant and level:
#   stopped          the plain build leaked in every run, no hardened
#                    build leaked in any run
#   LEAKS hardened   a hardened build (hand or plugin) leaked a byte
#   plain leaks 0    the plain build leaked nothing in any run: at this
#                    level the compiler left no speculative out-of-bounds
#                    load (gcc-12 -O2 and -O3 compile v06's index as
#                    x & mask and v08's ternary as a cmov; README.md), so
#                    the row says nothing about hardening
#   plain unsteady   the plain build leaked in some runs only
#
# Exit status: 0 when no hardened build leaked a byte; 1 when one did;
# 77 on a host that is not x86-64; 2 on other errors.

set -u

bytes=
tries=100
variants="0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15"
levels=${LEAKTEST_LEVELS:-"-O0 -O2 -O3"}
runs=${LEAKTEST_RUNS:-1}
hand=1
plugin_args=
for a in ${LEAKTEST_PLUGIN_ARGS:-}; do
  plugin_args="$plugin_args -fplugin-arg-nospec-$a"
done
while [ $# -gt 0 ]; do
  case $1 in
    --runs) runs=$2; shift 2 ;;
    --levels) levels=$2; shift 2 ;;
    --opt) levels=$2; shift 2 ;;
    --bytes) bytes=$2; shift 2 ;;
    --tries) tries=$2; shift 2 ;;
    --variants) variants=$2; shift 2 ;;
    --no-hand) hand=0; shift ;;
    --plugin-arg) plugin_args="$plugin_args -fplugin-arg-nospec-$2"; shift 2 ;;
    --) shift; break ;;
    -*) echo "leaktest: unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: $0 [--runs N] [--levels \"-O0 -O2 ...\"] [--bytes N]" \
       "[--tries N] [--variants \"N ...\"] [--no-hand]" \
       "[--plugin-arg KEY=VALUE]... PLUGIN_PATH [GCC]" >&2
  exit 2
fi
case $runs in
  ''|*[!0-9]*|0) echo "leaktest: --runs wants a positive number" >&2; exit 2 ;;
esac
plugin=$1
gcc=${2:-gcc}
srcdir=$(cd "$(dirname "$0")" && pwd)
runtime=$(cd "$srcdir/../../runtime" 2>/dev/null && pwd)

case $(uname -m) in
  x86_64) ;;
  *) echo "leaktest: the attack is written for x86-64; this host is" \
          "$(uname -m)"
     exit 77 ;;
esac
if [ ! -f "$plugin" ]; then
  echo "leaktest: no plugin at $plugin" >&2
  exit 2
fi
if [ -z "$runtime" ] || [ ! -f "$runtime/nospec.h" ]; then
  echo "leaktest: runtime/nospec.h not found next to examples/" >&2
  exit 2
fi

work=$(mktemp -d) || exit 2
trap 'rm -rf "$work"' EXIT
trap 'exit 2' HUP INT TERM

cc () {
  # cc LEVEL ARGS...
  lvl=$1
  shift
  if ! $gcc $lvl -I"$srcdir" "$@" 2>"$work/cc.log"; then
    cat "$work/cc.log" >&2
    echo "leaktest: $gcc $lvl $* failed" >&2
    exit 2
  fi
}

builds="plain plugin"
[ $hand = 1 ] && builds="plain hand plugin"

# The attack itself is always built at -O2, never with the plugin.
cc -O2 -c "$srcdir/attack.c" -o "$work/attack.o"
cc -O2 -c "$srcdir/data.c" -o "$work/data.o"
common="$work/attack.o $work/data.o"
for lvl in $levels; do
  d=$work/$lvl
  mkdir -p "$d"
  cc $lvl -c "$srcdir/victim.c" -o "$d/victim-plain.o"
  cc $lvl -c "$srcdir/kocher.c" -o "$d/kocher-plain.o"
  cc $lvl -fplugin="$plugin" $plugin_args -c "$srcdir/victim.c" \
     -o "$d/victim-plugin.o"
  cc $lvl -fplugin="$plugin" $plugin_args -c "$srcdir/kocher.c" \
     -o "$d/kocher-plugin.o"
  cc -O2 -o "$d/plain" $common "$d/victim-plain.o" "$d/kocher-plain.o"
  cc -O2 -o "$d/plugin" $common "$d/victim-plugin.o" "$d/kocher-plugin.o"
  if [ $hand = 1 ]; then
    cc $lvl -I"$runtime" -c "$srcdir/hand.c" -o "$d/hand.o"
    cc -O2 -o "$d/hand" $common "$d/hand.o"
  fi
done

attack () {
  # attack LEVEL BUILD VARIANT RUN: leaves "N/M" in
  # $work/LEVEL/BUILD.VARIANT.RUN.
  a=
  [ -n "$bytes" ] && a="$a --bytes $bytes"
  [ "$3" != 10 ] && a="$a --tries $tries"
  "$work/$1/$2" --quiet --variant "$3" $a >"$work/out" 2>&1
  status=$?
  if [ $status -ne 0 ]; then
    cat "$work/out" >&2
    echo "leaktest: $1 $2 --variant $3 failed (exit $status)" >&2
    exit 2
  fi
  cell=$(awk '/^leaked /{print $2 "/" $4}' "$work/out")
  if [ -z "$cell" ]; then
    cat "$work/out" >&2
    exit 2
  fi
  echo "$cell" >"$work/$1/$2.$3.$4"
}

echo "leaktest: $(grep -m1 '^model name' /proc/cpuinfo 2>/dev/null \
                  | sed 's/.*: //'), family $(grep -m1 '^cpu family' \
                  /proc/cpuinfo 2>/dev/null | sed 's/.*: //'); $(date -u \
                  '+%Y-%m-%d %H:%M UTC')"
echo "leaktest: victims built with $gcc at $levels, plugin $plugin" \
     "${plugin_args:-(default options)}; $runs run(s)"
run=1
while [ $run -le $runs ]; do
  start=$(date +%s)
  for lvl in $levels; do
    for v in $variants; do
      for b in $builds; do
        attack "$lvl" "$b" "$v" "$run"
      done
    done
  done
  echo "leaktest: run $run took $(( $(date +%s) - start )) s"
  run=$((run + 1))
done

cells () {
  # cells LEVEL BUILD VARIANT: the runs' cells, separated by blanks
  r=1 out=
  while [ $r -le $runs ]; do
    out="$out${out:+ }$(cat "$work/$1/$2.$3.$r")"
    r=$((r + 1))
  done
  echo "$out"
}

count_leaking () {
  # count_leaking CELLS...: how many cells have N > 0
  n=0
  for c in "$@"; do
    [ "${c%%/*}" -gt 0 ] && n=$((n + 1))
  done
  echo $n
}

echo "cells: bytes recovered correctly with a clear leader / bytes attacked," \
     "one per run"
w=$((runs * 6 + 1))
if [ $hand = 1 ]; then
  printf "%-3s %-5s %-32s %-${w}s %-${w}s %-${w}s %s\n" \
    var level shape plain hand plugin verdict
else
  printf "%-3s %-5s %-32s %-${w}s %-${w}s %s\n" \
    var level shape plain plugin verdict
fi
failed=0
for v in $variants; do
  shape=$("$work/$(set -- $levels; echo "$1")/plain" --list \
          | awk -v v="$v" '$1 == v { $1 = ""; sub(/^ /, "");
                                     sub(/^v[0-9]+ /, ""); print; exit }')
  for lvl in $levels; do
    plain=$(cells "$lvl" plain "$v")
    plugin_c=$(cells "$lvl" plugin "$v")
    hard="$plugin_c"
    if [ $hand = 1 ]; then
      hand_c=$(cells "$lvl" hand "$v")
      hard="$hard $hand_c"
    fi
    plain_leaks=$(count_leaking $plain)
    if [ "$(count_leaking $hard)" -gt 0 ]; then
      verdict="LEAKS hardened"
      failed=1
    elif [ "$plain_leaks" -eq "$runs" ]; then
      verdict="stopped"
    elif [ "$plain_leaks" -eq 0 ]; then
      verdict="plain leaks 0"
    else
      verdict="stopped (plain unsteady)"
    fi
    if [ $hand = 1 ]; then
      printf "%-3s %-5s %-32.32s %-${w}s %-${w}s %-${w}s %s\n" \
        "$v" "$lvl" "$shape" "$plain" "$hand_c" "$plugin_c" "$verdict"
    else
      printf "%-3s %-5s %-32.32s %-${w}s %-${w}s %s\n" \
        "$v" "$lvl" "$shape" "$plain" "$plugin_c" "$verdict"
    fi
  done
done
if [ $failed -ne 0 ]; then
  echo "FAIL: a hardened build leaked"
  exit 1
fi
echo "PASS: no hardened build leaked"
exit 0
