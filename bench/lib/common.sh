# bench/lib/common.sh - logging, variants and small numeric helpers.
# Sourced by bench/run.

log ()
{
  printf '[bench %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2
  [ -n "${LOGDIR:-}" ] && [ -d "$LOGDIR" ] \
    && printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*" >>"$LOGDIR/run.log"
  return 0
}

die ()
{
  printf 'bench/run: error: %s\n' "$*" >&2
  exit 1
}

# Loud messages that must reach the report (wrong output = miscompile).
alarm ()
{
  printf '\n*** bench/run: %s ***\n\n' "$*" >&2
  printf '%s\n' "$*" >>"$RAW/alarms"
}

# ---- the six builds -------------------------------------------------------
all_variants="gcc gcc-nospec gcc-paranoid gcc-fence clang clang-slh"

variant_cc ()
{
  case $1 in
    gcc*) echo gcc-12 ;;
    clang*) echo clang-19 ;;
  esac
}

# The flags each variant adds to -O2.
variant_extra ()
{
  local prog=$2
  case $1 in
    gcc-nospec)
      echo "-fplugin=$PLUGIN -fplugin-arg-nospec-stats=$BUILDDIR/$prog/gcc-nospec.stats-build" ;;
    gcc-paranoid)
      echo "-fplugin=$PLUGIN -fplugin-arg-nospec-policy=paranoid -fplugin-arg-nospec-stats=$BUILDDIR/$prog/gcc-paranoid.stats-build" ;;
    gcc-fence)
      echo "-fplugin=$PLUGIN -fplugin-arg-nospec-strategy=fence -fplugin-arg-nospec-stats=$BUILDDIR/$prog/gcc-fence.stats-build" ;;
    clang-slh) echo "-mspeculative-load-hardening" ;;
    *) echo "" ;;
  esac
}

variant_baseline ()
{
  case $1 in
    gcc*) echo gcc ;;
    clang*) echo clang ;;
  esac
}

variant_label ()
{
  case $1 in
    gcc) echo "gcc-12 -O2" ;;
    gcc-nospec) echo "gcc-12 -O2 -fplugin=nospec" ;;
    gcc-paranoid) echo "gcc-12 -O2 -fplugin=nospec policy=paranoid" ;;
    gcc-fence) echo "gcc-12 -O2 -fplugin=nospec strategy=fence" ;;
    clang) echo "clang-19 -O2" ;;
    clang-slh) echo "clang-19 -O2 -mspeculative-load-hardening" ;;
  esac
}

# ---- numbers (awk does the arithmetic; mawk is enough) ---------------------
# median: of the numbers on standard input.
median ()
{
  sort -g | awk '{ v[NR] = $1 }
    END { if (NR == 0) { print "nan"; exit }
          if (NR % 2) print v[(NR + 1) / 2];
          else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# geomean: of the positive numbers on standard input ("-" when none).
geomean ()
{
  awk '$1 > 0 { s += log($1); n++ }
    END { if (n) printf "%.3f\n", exp(s / n); else print "-" }'
}

# ratio A B: A / B with 3 decimals, "-" when either is missing.
ratio ()
{
  awk -v a="$1" -v b="$2" 'BEGIN {
    if (a == "" || b == "" || a == "-" || b == "-" || b + 0 == 0 \
        || a == "nan" || b == "nan") print "-";
    else printf "%.3f\n", a / b }'
}

file_hash ()
{
  sha256sum "$1" | cut -c1-16
}
