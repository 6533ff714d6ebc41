#!/bin/sh
# demo.sh - the nospec Spectre v1 demo: the same victim built plain and
# with the plugin, attacked by the same flush+reload code.
#
# Usage: demo.sh PLUGIN_PATH [GCC]
#   PLUGIN_PATH  the built plugin (nospec.so)
#   GCC          the compiler the plugin was built for (default: gcc)
#
# Steps: compile victim.c at -O2 plain and with -fplugin=PLUGIN_PATH; link
# each with the attack (attack.c and data.c, never hardened); run the attack
# against both and print how many secret bytes each build leaked; print the
# plugin's audit warnings for victim.c and the two builds' victim_function.
#
# The attack pairs every try on the secret byte with a control try on a
# public byte and scores each value by attack hits minus control hits; the
# probe lines are reloaded in a fresh random order per try (a fixed order
# is learned by the prefetcher of AMD's Zen 5).  A byte counts as leaked
# when the attack recovered it correctly with a clear leader: the best
# score beats the runner-up by 3 and the median by 6 times the run's own
# noise (at least 5 hits each; see attack.c's clear_leader and README.md);
# by chance alone a clear guess is right with probability 1/239.
#
# Exit status: 0 when the plain build leaked and the hardened one leaked
# nothing; 1 when the hardened build leaked at least one byte; 3 when the
# plain build leaked nothing (the attack does not work here, so the run
# says nothing about the hardening); 77 on a host that is not x86-64;
# 2 on any other error.

set -u

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: $0 PLUGIN_PATH [GCC]" >&2
  exit 2
fi
plugin=$1
gcc=${2:-gcc}
srcdir=$(cd "$(dirname "$0")" && pwd)

case $(uname -m) in
  x86_64) ;;
  *) echo "demo: the attack is written for x86-64; this host is $(uname -m)"
     exit 77 ;;
esac
if [ ! -f "$plugin" ]; then
  echo "demo: no plugin at $plugin" >&2
  exit 2
fi
case $plugin in
  /*) ;;
  *) plugin=$(pwd)/$plugin ;;
esac

work=$(mktemp -d) || exit 2
trap 'rm -rf "$work"' EXIT
trap 'exit 2' HUP INT TERM

cflags="-O2 -I$srcdir"

step () {
  printf '\n== %s\n' "$*"
}

compile () {
  # compile SRC OUT [FLAGS...]: quietly, from the source directory so that
  # diagnostics name the file briefly.
  src=$1 out=$2
  shift 2
  if ! (cd "$srcdir" && $gcc $cflags "$@" -c "$src" -o "$out") \
       >"$work/cc.log" 2>&1; then
    cat "$work/cc.log" >&2
    echo "demo: compiling $src failed" >&2
    exit 2
  fi
}

step "building with $gcc and $plugin"
echo "cpu: $(grep -m1 '^model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //')," \
     "family $(grep -m1 '^cpu family' /proc/cpuinfo 2>/dev/null | sed 's/.*: //')"
compile attack.c "$work/attack.o"
compile data.c "$work/data.o"
compile victim.c "$work/victim-plain.o"
compile victim.c "$work/victim-nospec.o" "-fplugin=$plugin"
for build in plain nospec; do
  if ! $gcc -o "$work/attack-$build" "$work/attack.o" "$work/data.o" \
       "$work/victim-$build.o" 2>"$work/cc.log"; then
    cat "$work/cc.log" >&2
    exit 2
  fi
done
echo "attack-plain:  victim.c compiled with -O2"
echo "attack-nospec: victim.c compiled with -O2 -fplugin=nospec"

step "audit: $gcc -O2 -fplugin=nospec -fplugin-arg-nospec-mode=audit -c victim.c"
(cd "$srcdir" && $gcc $cflags "-fplugin=$plugin" \
   -fplugin-arg-nospec-mode=audit -c victim.c -o "$work/audit.o") 2>&1

disassemble () {
  if command -v objdump >/dev/null 2>&1; then
    objdump -d --no-show-raw-insn "$1" \
      | sed -n '/<victim_function>:/,/^$/p' | sed '/^$/d'
  else
    (cd "$srcdir" && $gcc $cflags $2 -S victim.c -o -) \
      | sed -n '/^victim_function:/,/\.size/p'
  fi
}

step "victim_function, plain build"
disassemble "$work/victim-plain.o" ""
step "victim_function, hardened build (the mask is cmp/sbb, then and)"
disassemble "$work/victim-nospec.o" "-fplugin=$plugin"

run_attack () {
  # run_attack BUILD LINES: prints the lines of the attack's output that
  # match the regular expression LINES, leaves "leaked N of M" in
  # $work/BUILD.leaked.
  "$work/attack-$1" >"$work/$1.out" 2>&1
  status=$?
  if [ $status -ne 0 ]; then
    cat "$work/$1.out"
    echo "demo: the attack failed (exit $status)" >&2
    exit 2
  fi
  grep -E "$2" "$work/$1.out" | sed 's/^/  /'
  grep '^leaked ' "$work/$1.out" >"$work/$1.leaked"
  sed 's/^/  /' "$work/$1.leaked"
}

step "attack on the plain build"
run_attack plain '^(calibration: hit|probe|byte|recovered|clear|hits|control)'
step "attack on the hardened build (per-byte lines omitted)"
run_attack nospec '^(calibration: hit|probe|recovered|clear|hits|control)'

plain_n=$(awk '{print $2}' "$work/plain.leaked")
nospec_n=$(awk '{print $2}' "$work/nospec.leaked")
total=$(awk '{print $4}' "$work/plain.leaked")

step "result"
echo "plain build:    leaked $plain_n of $total secret bytes"
echo "hardened build: leaked $nospec_n of $total secret bytes"
if [ "$nospec_n" -gt 0 ]; then
  echo "FAIL: the hardened build leaked"
  exit 1
fi
if [ "$plain_n" -eq 0 ]; then
  echo "INCONCLUSIVE: the attack leaked nothing from the plain build either;" \
       "it does not work on this machine now"
  exit 3
fi
echo "PASS: the plain build leaks, the hardened build does not"
exit 0
