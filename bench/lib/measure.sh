# bench/lib/measure.sh - builds, output checks, instruction counts, timed
# rounds, hardening census, compile time and cost growth.  Sourced by
# bench/run; results go to $RAW (bench/work/last/) as plain text lines
# that report.sh turns into tables.

# ---- builds -------------------------------------------------------------------
# build_variant PROG VARIANT: build once; reuse the build while the source
# package, the compiler, the flags, the plugin (by content) and this
# recipe are unchanged.
build_variant ()
{
  local p=$1 v=$2 dir=$BUILDDIR/$1/$2 label key
  label=$(variant_label "$v")
  CC=$(variant_cc "$v")
  EXTRA=$(variant_extra "$v" "$p")
  key=$(build_key "$p" "$v")
  if [ -f "$dir/.ok" ] && [ "$(cat "$dir/.key" 2>/dev/null)" = "$key" ]; then
    log "$p: $label: built before (same sources, compiler, flags, plugin)"
    if [ "$(cat "$dir/.selftest")" = fail ]; then
      alarm "$p built with $label FAILS its own test suite (log: $LOGDIR/selftest-$p-$v.log)"
    fi
    return 0
  fi
  log "$p: building with $label"
  rm -rf "$dir"
  mkdir -p "$dir"
  rm -f "$BUILDDIR/$p/$v.stats-build" "$BUILDDIR/$p/$v.stats"
  if [ "$v" = gcc ]; then
    # Record the compilations for the compile-time replay.
    export NOSPEC_BENCH_CCREC=$BUILDDIR/$p/gcc.ccrec
    rm -f "$NOSPEC_BENCH_CCREC" "$DATADIR"/corpus-*.zst "$DATADIR"/corpus-*.xz \
      "$DATADIR"/corpus-*.bz2 "$DATADIR"/corpus-*.lz4 "$DATADIR"/corpus-*.gz \
      "$DATADIR"/corpus-*.gz.x*
    CC="$BENCH/lib/ccrec $CC"
  fi
  local start end
  start=$(date +%s.%N)
  if ! build_"$p" "$dir" >"$LOGDIR/build-$p-$v.log" 2>&1; then
    unset NOSPEC_BENCH_CCREC
    alarm "$p: build with $label FAILED (log: $LOGDIR/build-$p-$v.log)"
    return 1
  fi
  end=$(date +%s.%N)
  unset NOSPEC_BENCH_CCREC
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f\n", b - a }' \
    >"$BUILDDIR/$p/$v.buildtime"
  if [ -f "$BUILDDIR/$p/$v.stats-build" ]; then
    mv "$BUILDDIR/$p/$v.stats-build" "$BUILDDIR/$p/$v.stats"
  elif [ "${v#gcc-}" != "$v" ]; then
    : >"$BUILDDIR/$p/$v.stats"
  fi

  local bin lib
  lib=$(program_own_library "$p")
  for bin in "$dir"/bin/*; do
    if ldd "$bin" 2>/dev/null | grep -q "$lib"; then
      alarm "$p: $bin ($label) loads a shared $lib: it would not run the code just built"
    fi
  done

  log "$p: running its own test suite ($label)"
  if selftest_"$p" "$dir" >"$LOGDIR/selftest-$p-$v.log" 2>&1; then
    echo pass >"$dir/.selftest"
  elif mv "$LOGDIR/selftest-$p-$v.log" "$LOGDIR/selftest-$p-$v.first-try.log" \
       && selftest_"$p" "$dir" >"$LOGDIR/selftest-$p-$v.log" 2>&1; then
    # pcre2's RunGrepTest compares the output of callout subprocesses,
    # whose order can vary; a failure that a second try does not repeat
    # is reported as such, not as a miscompile.
    log "$p: test suite failed once and passed on a second try ($label); see $LOGDIR/selftest-$p-$v.first-try.log"
    echo "pass (2nd try)" >"$dir/.selftest"
  else
    echo fail >"$dir/.selftest"
    alarm "$p built with $label FAILS its own test suite (log: $LOGDIR/selftest-$p-$v.log)"
  fi
  rm -f "$BUILDDIR/$p/$v.stats-build"
  echo "$key" >"$dir/.key"
  touch "$dir/.ok"
}

# The identity of a build: source package version, compiler, flags (the
# plugin by its content) and the recipe.
build_key ()
{
  local p=$1 v=$2 extra cc
  cc=$(variant_cc "$v")
  extra=$(variant_extra "$v" "$p")
  extra=${extra//$PLUGIN/$PLUGIN_HASH}
  {
    basename "$(ls "$SRCDIR/$(eval echo "\${${p}_package%% *}")"/*.dsc)"
    "$cc" --version | head -n 1
    echo "${extra//$BUILDDIR/BUILDDIR}"
    declare -f "build_$p" "selftest_$p"
  } | sha256sum | cut -c1-16
}

variant_built ()
{
  [ -f "$BUILDDIR/$1/$2/.ok" ]
}

# ---- output checks ----------------------------------------------------------------
# check_workload WL: run WL once with every build on the timed input
# (this is also the warm-up) and compare the output with the gcc-12 -O2
# build's, or with the known right answer.
check_workload ()
{
  local wl=$1 p v out expect got size
  p=$(workload_program "$wl")
  size=$MODE
  for v in $all_variants; do
    variant_built "$p" "$v" || continue
    workload_command "$wl" "$size" "$BUILDDIR/$p/$v/bin"
    out=$RAW/check-$wl-$v.out
    if ! "${WL_ARGV[@]}" <"${WL_IN:-/dev/null}" >"$out" 2>"$RAW/check-$wl-$v.err"; then
      alarm "$wl ($(variant_label "$v")) exited with an error: $(head -c 300 "$RAW/check-$wl-$v.err")"
      echo "$wl $v error" >>"$RAW/checks"
      continue
    fi
    case $WL_CHECK in
      stdout)
        if [ "$wl" = speedtest1 ]; then
          # Timings differ from run to run; the verification hash may not.
          grep '^Verification Hash' "$out" >"$out.cmp"
        else
          cp "$out" "$out.cmp"
        fi
        if [ "$v" = gcc ]; then
          expect=$RAW/check-$wl-gcc.out.cmp
          [ -s "$expect" ] || alarm "$wl: the gcc-12 -O2 build printed nothing to compare"
        fi
        got=$out.cmp ;;
      file:*)
        expect=${WL_CHECK#file:}
        got=$out ;;
      repeat:*)
        local copies=${WL_CHECK#repeat:} corpus
        corpus=${copies#*:}
        copies=${copies%%:*}
        expect=$RAW/expect-$wl
        if [ ! -f "$expect" ]; then
          for ((k = 0; k < copies; k++)); do cat "$corpus"; done >"$expect"
        fi
        got=$out ;;
    esac
    if cmp -s "$expect" "$got"; then
      echo "$wl $v same" >>"$RAW/checks"
    else
      echo "$wl $v DIFFERENT" >>"$RAW/checks"
      alarm "MISCOMPILE? $wl built with $(variant_label "$v") gives output different from the expected (see $got against $expect)"
    fi
    case $wl in
      zstd-*|xz-*|bzip2-*|lz4-*|zlib-*) rm -f "$out" ;;
    esac
  done
  rm -f "$RAW/expect-$wl"
}

# ---- instruction counts (cachegrind, a smaller input) -------------------------
count_instructions ()
{
  local wl=$1 p v count
  p=$(workload_program "$wl")
  for v in $all_variants; do
    variant_built "$p" "$v" || continue
    # Valgrind 3.19 cannot read clang-19's DWARF 5 (bzip2 builds with -g):
    # count on a copy without debugging information.
    local bindir=$RAW/icount-bin/$p/$v b
    if [ ! -d "$bindir" ]; then
      mkdir -p "$bindir"
      for b in "$BUILDDIR/$p/$v"/bin/*; do
        objcopy --strip-debug "$b" "$bindir/$(basename "$b")"
      done
    fi
    workload_command "$wl" icount "$bindir"
    # The gcc builds keep cachegrind's per-function counts: report.sh
    # shows where the plugin's added instructions are.
    local cgout=/dev/null
    case $v in
      gcc*) mkdir -p "$RAW/cg"; cgout=$RAW/cg/$wl-$v.out ;;
    esac
    nice -n 5 valgrind --tool=cachegrind --cache-sim=no \
      --cachegrind-out-file="$cgout" --log-file="$RAW/cachegrind.log" \
      "${WL_ARGV[@]}" <"${WL_IN:-/dev/null}" >/dev/null 2>&1
    count=$(sed -n 's/.*I *refs: *\([0-9,]*\).*/\1/p' "$RAW/cachegrind.log" \
              | tr -d , | head -n 1)
    echo "$wl $v ${count:--}" >>"$RAW/icount"
    [ "$cgout" = /dev/null ] || function_counts "$wl" "$v" "$cgout"
  done
  log "instruction counts: $wl done"
}

# function_counts WL VARIANT FILE: instructions per function from a
# cachegrind output file (the sums cg_annotate prints per function; the
# benchmarked copies have no debugging information, so a function is its
# symbol name and every line is 0), as lines
#   WORKLOAD <TAB> VARIANT <TAB> INSTRUCTIONS <TAB> FUNCTION
# in $RAW/fnicount.
function_counts ()
{
  awk -v w="$1" -v v="$2" '
    /^fn=/ { fn = substr($0, 4); next }
    /^[0-9]+ [0-9]+$/ && fn != "" { n[fn] += $2 }
    END { for (f in n) printf "%s\t%s\t%.0f\t%s\n", w, v, n[f], f }' "$3" \
    >>"$RAW/fnicount"
}

# ---- timed rounds -------------------------------------------------------------------
# One line per kept run in $RAW/times:
#   WORKLOAD VARIANT ROUND WALL CPU FOREIGN REDOS LIMIT
# A run is redone (at most MAX_REDO times, keeping the quietest try) when
# others used more of the machine than LIMIT = the larger of FOREIGN_MAX
# and the ambient load (median share of the last 15 first tries) + 0.10:
# on a machine that others keep busy all the time, the steady load is the
# condition being measured in, and only spikes above it are redone.
timed_rounds ()
{
  local r wl p v workloads="" try result best best_foreign limit foreign
  local recent=()
  for p in $PROGRAMS; do
    workloads="$workloads $(program_workloads "$p")"
  done
  for ((r = 1; r <= ROUNDS; r++)); do
    for wl in $(printf '%s\n' $workloads | shuf); do
      p=$(workload_program "$wl")
      for v in $(printf '%s\n' $all_variants | shuf); do
        variant_built "$p" "$v" || continue
        workload_command "$wl" "$MODE" "$BUILDDIR/$p/$v/bin"
        limit=$FOREIGN_MAX
        if [ ${#recent[@]} -gt 0 ]; then
          limit=$(printf '%s\n' "${recent[@]}" | median \
                    | awk -v m="$FOREIGN_MAX" '{ a = $1 + 0.10; print (a > m ? a : m) }')
        fi
        best=
        best_foreign=
        for ((try = 0; try <= MAX_REDO; try++)); do
          result=$("$TOOLDIR/runone" -i "${WL_IN:-/dev/null}" -o /dev/null \
                     -- "${WL_ARGV[@]}" 2>>"$RAW/run-stderr")
          case $result in
            *status=0) ;;
            *) alarm "$wl ($(variant_label "$v")) failed in a timed run: $result"
               best=
               break ;;
          esac
          foreign=${result#*foreign=}
          foreign=${foreign%% *}
          if [ "$try" = 0 ]; then
            recent+=("$foreign")
            [ ${#recent[@]} -gt 15 ] && recent=("${recent[@]:1}")
          fi
          if [ -z "$best" ] || awk -v a="$foreign" -v b="$best_foreign" \
                                 'BEGIN { exit !(a < b) }'; then
            best=$result
            best_foreign=$foreign
          fi
          awk -v a="$foreign" -v m="$limit" 'BEGIN { exit !(a <= m) }' && break
        done
        [ -n "$best" ] || continue
        [ "$try" -gt "$MAX_REDO" ] && try=$MAX_REDO
        set -- $(echo "$best" | sed 's/[a-z]*=//g')
        echo "$wl $v $r $1 $2 $3 $try $limit" >>"$RAW/times"
      done
    done
    log "timed round $r of $ROUNDS done"
  done
}

# ---- census: hardened sites from the plugin's statistics ----------------------
# stats lines: "nospec-stats SRCFILE FUNCTION gadgets=N masks=N fences=N",
# "nospec-fence SRC:LINE FUNCTION REASON" per default-strategy fence, and
# the census by reason ("nospec-census ...", bench/census reads those).
census ()
{
  local p=$1 v f
  for v in gcc-nospec gcc-paranoid gcc-fence; do
    f=$BUILDDIR/$p/$v.stats
    [ -f "$f" ] || continue
    awk -v p="$p" -v v="$v" '
      /^nospec-stats / && NF == 6 && $4 ~ /^gadgets=[0-9]+$/ \
          && $5 ~ /^masks=[0-9]+$/ && $6 ~ /^fences=[0-9]+$/ {
        if ($2 ~ /conftest/) next
        fn++
        split($4, g, "="); split($5, m, "="); split($6, f, "=")
        gadgets += g[2]; masks += m[2]; fences += f[2]
        if (g[2] + m[2] + f[2] > 0) hot++
        next }
      /^nospec-fence / || /^nospec-census / || /^nospec-unit / { next }
      NF > 0 { bad++ }
      END { printf "%s %s %d %d %d %d %d %d\n", p, v, gadgets + 0, masks + 0,
            fences + 0, fn + 0, hot + 0, bad + 0 }' "$f" >>"$RAW/census"
  done
  # Lines of C compiled into the package (the gcc build's compilations).
  compile_list "$p"
  local lines files
  files=$(cut -f2 "$BUILDDIR/$p/compile.list" | sort -u | wc -l)
  lines=$(cut -f2 "$BUILDDIR/$p/compile.list" | sort -u | tr '\n' '\0' \
            | xargs -0 cat 2>/dev/null | wc -l)
  echo "$p $files $lines $(cat "$BUILDDIR/$p/gcc.buildtime" 2>/dev/null || echo -)" \
    "$(cat "$BUILDDIR/$p/gcc-nospec.buildtime" 2>/dev/null || echo -)" \
    "$(cat "$BUILDDIR/$p/gcc-fence.buildtime" 2>/dev/null || echo -)" \
    "$(cat "$BUILDDIR/$p/gcc-paranoid.buildtime" 2>/dev/null || echo -)" >>"$RAW/loc"
}

# compile_list PROG: from the recorded compiler command lines of the
# gcc build, one line per compilation of a C file:
#   DIRECTORY <TAB> ABSOLUTE-SOURCE <TAB> SHELL-QUOTED ARGUMENTS
# without the compiler, output, dependency and link arguments.
compile_list ()
{
  local p=$1 rec=$BUILDDIR/$1/gcc.ccrec line dir a kept srcs s skip
  : >"$BUILDDIR/$p/compile.list"
  [ -f "$rec" ] || return 0
  while IFS= read -r line; do
    eval "set -- $line"
    dir=$1
    shift 2          # the directory and the compiler
    kept=()
    srcs=()
    skip=
    for a in "$@"; do
      if [ -n "$skip" ]; then skip=; continue; fi
      case $a in
        -E) srcs=(); break ;;   # configure's preprocessor probes
        -o|-MF|-MT|-MQ) skip=1 ;;
        -c|-MD|-MMD|-MP|-static|-shared|-rdynamic|-pie) ;;
        -l*|-L*|-Wl,*|*.o|*.a|*.la|*.so|*.lo) ;;
        *.c) srcs+=("$a") ;;
        *) kept+=("$a") ;;
      esac
    done
    for s in "${srcs[@]}"; do
      case $s in
        /*) ;;
        *) s=$dir/$s ;;
      esac
      case $s in
        */conftest.c|*/conftest[0-9]*.c) continue ;;
      esac
      # Probes in temporary directories that are gone by now.
      [ -f "$s" ] || continue
      printf '%s\t%s\t%s\n' "$dir" "$s" "$(printf '%q ' "${kept[@]}")"
    done
  done <"$rec" | sort -u >"$BUILDDIR/$p/compile.list"
}

# ---- compile time: the recorded compilations replayed, interleaved --------------
compile_time ()
{
  local p progs="" r v result script
  if [ "$MODE" = quick ]; then
    for p in lua bzip2; do
      case " $PROGRAMS " in *" $p "*) progs="$progs $p" ;; esac
    done
    [ -n "$progs" ] || progs=${PROGRAMS%% *}
  else
    progs=$PROGRAMS
  fi
  for p in $progs; do
    script=$RAW/replay-$p.sh
    {
      echo 'set -e'
      awk -F'\t' '{ printf "cd %s && \"$REPLAY_CC\" $REPLAY_EXTRA %s -c %s -o /dev/null\n",
                    $1, $3, $2 }' "$BUILDDIR/$p/compile.list"
    } >"$script"
    [ "$(wc -l <"$script")" -gt 1 ] || continue
    for ((r = 1; r <= 3; r++)); do
      for v in $(printf '%s\n' plain nospec | shuf); do
        local extra=
        [ "$v" = nospec ] && extra="-fplugin=$PLUGIN"
        result=$(REPLAY_CC=gcc-12 REPLAY_EXTRA=$extra \
                   "$TOOLDIR/runone" -- bash "$script" 2>>"$RAW/replay-stderr")
        case $result in
          *status=0) ;;
          *) alarm "$p: compiling its sources with $v failed: $result (see $RAW/replay-stderr)"
             continue ;;
        esac
        echo "$p $v $r $result" | sed 's/wall=//; s/cpu=//; s/foreign=//; s/status=0//' \
          >>"$RAW/compile"
      done
    done
    log "compile time: $p done"
  done
}

# ---- cost growth: generated files, compile time with and without the plugin ------
cost_growth ()
{
  local specs level shape n r v file result rounds
  if [ "$MODE" = quick ]; then
    specs="O0:funcs:1000 O0:funcs:10000 O0:stmts:1000 O0:stmts:10000
           O2:funcs:1000 O2:stmts:1000"
  else
    specs="O0:funcs:1000 O0:funcs:10000 O0:funcs:100000
           O0:stmts:1000 O0:stmts:10000 O0:stmts:100000
           O2:funcs:1000 O2:funcs:10000
           O2:stmts:1000 O2:stmts:2000"
  fi
  for spec in $specs; do
    level=${spec%%:*}
    shape=${spec#*:}
    n=${shape#*:}
    shape=${shape%%:*}
    file=$DATADIR/growth-$shape-$n.c
    [ -f "$file" ] || "$TOOLDIR/growth" "$shape" "$n" >"$file"
    rounds=2
    [ "$n" -ge 100000 ] && rounds=1
    [ "$MODE" = quick ] && rounds=1
    for ((r = 1; r <= rounds; r++)); do
      for v in $(printf '%s\n' plain nospec | shuf); do
        local extra=
        [ "$v" = nospec ] && extra="-fplugin=$PLUGIN"
        result=$(nice -n 5 "$TOOLDIR/runone" -- gcc-12 -"$level" $extra -c "$file" \
                   -o /dev/null 2>>"$RAW/growth-stderr")
        case $result in
          *status=0) ;;
          *) alarm "growth: gcc-12 -$level $v on $shape N=$n failed: $result"
             continue ;;
        esac
        echo "$level $shape $n $v $r $result" \
          | sed 's/wall=//; s/cpu=//; s/foreign=//; s/status=0//' >>"$RAW/growth"
      done
    done
    log "cost growth: -$level $shape N=$n done"
  done
}
