#!/bin/sh
# leaktest.sh - attack victim_function and the 15 classic Spectre v1
# examples (kocher.c) built three ways, and print a table of leaked bytes.
#
# Usage: leaktest.sh [--bytes N] [--tries N] [--variants "N ..."]
#                    [--opt -OLEVEL] [--plugin-arg KEY=VALUE]...
#                    PLUGIN_PATH [GCC]
#   PLUGIN_PATH   the built plugin (nospec.so)
#   GCC           the compiler the plugin was built for (default: gcc)
#   --bytes N     leak the first N bytes of the secret (default: all 40)
#   --tries N     passed to the attack (tries per byte and round)
#   --variants L  only these variants (0 = victim.c's victim_function)
#   --opt -OLEVEL optimisation level of the victims (default: -O2); at -O2
#                 gcc-12 compiles v06 and v08 without a speculative
#                 out-of-bounds load (see README.md), at -O0 both leak
#   --plugin-arg KEY[=VALUE]  add -fplugin-arg-nospec-KEY[=VALUE] to the
#                 plugin builds (e.g. strategy=fence)
#
# Builds, all at the same level, each linked with the unhardened attack.c and data.c:
#   plain   victim.c and kocher.c as they are
#   hand    hand.c: the same functions hardened by hand with nospec.h
#   plugin  victim.c and kocher.c with -fplugin=PLUGIN_PATH (v09 with
#           -fplugin-arg-nospec-checks=any as well: its check is a separate
#           flag, which the default policy does not treat as a bounds check)
#
# A cell "N/M" means N of the M attacked bytes were recovered correctly with
# a clear leader (at least twice the runner-up's hits plus 5); by chance a
# clear guess is right with probability 1/239.  The "real/other" column gives
# the plugin build's hits per try on the real byte's probe line and on an
# average other line: with no leak the two are alike and near zero.
# A variant whose plain build leaks nothing proves nothing about
# hardening: its verdict is "no leak to stop".
#
# Exit status: 0 when no hardened build (hand or plugin) leaked a byte;
# 1 when one did; 77 on a host that is not x86-64; 2 on other errors.

set -u

bytes=
tries=
variants="0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15"
opt=-O2
plugin_args=
while [ $# -gt 0 ]; do
  case $1 in
    --bytes) bytes=$2; shift 2 ;;
    --tries) tries=$2; shift 2 ;;
    --variants) variants=$2; shift 2 ;;
    --opt) opt=$2; shift 2 ;;
    --plugin-arg) plugin_args="$plugin_args -fplugin-arg-nospec-$2"; shift 2 ;;
    --) shift; break ;;
    -*) echo "leaktest: unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: $0 [--bytes N] [--tries N] [--variants \"N ...\"]" \
       "[--opt -OLEVEL] [--plugin-arg KEY=VALUE]... PLUGIN_PATH [GCC]" >&2
  exit 2
fi
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
  if ! $gcc $opt -I"$srcdir" "$@" 2>"$work/cc.log"; then
    cat "$work/cc.log" >&2
    echo "leaktest: $gcc $opt $* failed" >&2
    exit 2
  fi
}

# The attack itself is always built at -O2.
opt_victims=$opt
opt=-O2
cc -c "$srcdir/attack.c" -o "$work/attack.o"
cc -c "$srcdir/data.c" -o "$work/data.o"
opt=$opt_victims
cc -c "$srcdir/victim.c" -o "$work/victim-plain.o"
cc -c "$srcdir/kocher.c" -o "$work/kocher-plain.o"
cc -I"$runtime" -c "$srcdir/hand.c" -o "$work/hand.o"
cc -fplugin="$plugin" $plugin_args -c "$srcdir/victim.c" \
   -o "$work/victim-plugin.o"
cc -fplugin="$plugin" $plugin_args -c "$srcdir/kocher.c" \
   -o "$work/kocher-plugin.o"
cc -fplugin="$plugin" $plugin_args -fplugin-arg-nospec-checks=any \
   -c "$srcdir/kocher.c" -o "$work/kocher-any.o"
common="$work/attack.o $work/data.o"
cc -o "$work/plain" $common "$work/victim-plain.o" "$work/kocher-plain.o"
cc -o "$work/hand" $common "$work/hand.o"
cc -o "$work/plugin" $common "$work/victim-plugin.o" "$work/kocher-plugin.o"
cc -o "$work/plugin-any" $common "$work/victim-plugin.o" \
   "$work/kocher-any.o"

args=
[ -n "$bytes" ] && args="$args --bytes $bytes"
[ -n "$tries" ] && args="$args --tries $tries"

attack () {
  # attack BINARY VARIANT: sets $cell to "N/M" and $rates to the hit rates.
  "$work/$1" --quiet --variant "$2" $args >"$work/out" 2>&1
  status=$?
  if [ $status -ne 0 ]; then
    cat "$work/out" >&2
    echo "leaktest: $1 --variant $2 failed (exit $status)" >&2
    exit 2
  fi
  cell=$(awk '/^leaked /{print $2 "/" $4}' "$work/out")
  rates=$(awk '/^hits per try:/{print $6 "/" $10}' "$work/out" | tr -d ,)
  if [ -z "$cell" ]; then
    cat "$work/out" >&2
    exit 2
  fi
}

leaked () {
  # leaked N/M: true when N > 0
  [ "${1%%/*}" -gt 0 ]
}

echo "leaktest: victims built with $gcc $opt, plugin $plugin$plugin_args"
echo "cells: bytes recovered correctly with a clear leader / bytes attacked"
printf '%-3s %-36s %-7s %-7s %-7s %-15s %s\n' \
  var shape plain hand plugin "plugin real/oth" verdict
failed=0
for v in $variants; do
  shape=$("$work/plain" --list | awk -v v="$v" \
            '$1 == v { $1 = ""; sub(/^ /, ""); sub(/^v[0-9]+ /, "");
                       print; exit }')
  attack plain "$v"; plain=$cell
  attack hand "$v"; hand=$cell
  if [ "$v" = 9 ]; then
    attack plugin-any "$v"
    shape="$shape (checks=any)"
  else
    attack plugin "$v"
  fi
  plugin_cell=$cell plugin_rates=$rates
  if leaked "$plugin_cell" || leaked "$hand"; then
    verdict="LEAKS when hardened"
    failed=1
  elif leaked "$plain"; then
    verdict="stopped"
  else
    verdict="no leak to stop"
  fi
  printf '%-3s %-36.36s %-7s %-7s %-7s %-15s %s\n' \
    "$v" "$shape" "$plain" "$hand" "$plugin_cell" "$plugin_rates" "$verdict"
done
if [ $failed -ne 0 ]; then
  echo "FAIL: a hardened build leaked"
  exit 1
fi
echo "PASS: no hardened build leaked"
exit 0
