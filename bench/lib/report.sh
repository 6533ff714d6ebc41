# bench/lib/report.sh - turn the raw lines in $RAW into bench/RESULTS.md.
# Sourced by bench/run.

# cell FILE KEY-FIELDS... : helpers below read the raw files with awk.

# median_of FILE FIELD MATCH-AWK-CONDITION
median_of ()
{
  [ -f "$1" ] || { echo -; return; }
  awk "$3 { print \$$2 }" "$1" | median
}

fmt ()
{
  awk -v x="$1" -v d="${2:-3}" 'BEGIN {
    if (x == "" || x == "-" || x == "nan") print "-"; else printf "%.*f\n", d, x }'
}

# Median wall time of workload $1, variant $2.
wall_median ()
{
  median_of "$RAW/times" 4 "\$1 == \"$1\" && \$2 == \"$2\""
}

cpu_median ()
{
  median_of "$RAW/times" 5 "\$1 == \"$1\" && \$2 == \"$2\""
}

icount_of ()
{
  [ -f "$RAW/icount" ] || { echo -; return; }
  awk -v w="$1" -v v="$2" '$1 == w && $2 == v { print $3 }' "$RAW/icount" \
    | head -n 1
}

check_of ()
{
  [ -f "$RAW/checks" ] || { echo -; return; }
  awk -v w="$1" -v v="$2" '$1 == w && $2 == v { print $3 }' "$RAW/checks" \
    | head -n 1
}

selftest_of ()
{
  local f=$BUILDDIR/$1/$2/.selftest
  if [ ! -f "$BUILDDIR/$1/$2/.ok" ]; then echo "build failed"
  elif [ -f "$f" ]; then cat "$f"
  else echo -
  fi
}

has_selftest ()
{
  case $1 in
    pcre2|xz|bzip2) return 0 ;;
    sqlite) [ "$MODE" = full ] ;;
    *) return 1 ;;
  esac
}

# time_ratios WL: nospec/gcc paranoid/gcc fence/gcc slh/clang from wall
# medians (icount_ratios: the same from instruction counts).
time_ratios ()
{
  local wl=$1
  echo "$(ratio "$(wall_median "$wl" gcc-nospec)" "$(wall_median "$wl" gcc)")" \
       "$(ratio "$(wall_median "$wl" gcc-paranoid)" "$(wall_median "$wl" gcc)")" \
       "$(ratio "$(wall_median "$wl" gcc-fence)" "$(wall_median "$wl" gcc)")" \
       "$(ratio "$(wall_median "$wl" clang-slh)" "$(wall_median "$wl" clang)")"
}

icount_ratios ()
{
  local wl=$1
  echo "$(ratio "$(icount_of "$wl" gcc-nospec)" "$(icount_of "$wl" gcc)")" \
       "$(ratio "$(icount_of "$wl" gcc-paranoid)" "$(icount_of "$wl" gcc)")" \
       "$(ratio "$(icount_of "$wl" gcc-fence)" "$(icount_of "$wl" gcc)")" \
       "$(ratio "$(icount_of "$wl" clang-slh)" "$(icount_of "$wl" clang)")"
}

# Per program: the geometric mean of its workloads' ratios; then the
# geometric mean over programs.  Writes "PROG t1 t2 t3 t4 i1 i2 i3 i4"
# lines (nospec, paranoid, fence, clang SLH).
program_ratios ()
{
  local p wl
  for p in $PROGRAMS; do
    local rows=""
    for wl in $(program_workloads "$p"); do
      rows="$rows$(time_ratios "$wl") $(icount_ratios "$wl")
"
    done
    printf '%s' "$rows" | awk -v p="$p" '
      { for (k = 1; k <= 8; k++) if ($k != "-" && $k > 0) { s[k] += log($k); n[k]++ } }
      END { printf "%s", p
            for (k = 1; k <= 8; k++)
              if (n[k]) printf " %.3f", exp(s[k] / n[k]); else printf " -"
            printf "\n" }'
  done
}

overall_geomeans ()
{
  program_ratios | awk '
    { for (k = 2; k <= 9; k++) if ($k != "-" && $k > 0) { s[k] += log($k); n[k]++ } }
    END { for (k = 2; k <= 9; k++)
            if (n[k]) printf "%.3f ", exp(s[k] / n[k]); else printf "- "
          printf "\n" }'
}

overhead_share ()
{
  # (ours - 1) / (slh - 1): our overhead as a fraction of clang SLH's.
  awk -v a="$1" -v b="$2" 'BEGIN {
    if (a == "-" || b == "-" || b - 1 <= 0) { print "-"; exit }
    printf "%.3f\n", (a - 1) / (b - 1) }'
}

percent ()
{
  awk -v a="$1" 'BEGIN { if (a == "-" || a == "") print "-";
                         else printf "%+.1f%%\n", (a - 1) * 100 }'
}

# shell_word ARG: ARG quoted for a shell only when it needs it.
shell_word ()
{
  case $1 in
    *[!A-Za-z0-9_./=:,+-]*) printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")" ;;
    *) printf '%s' "$1" ;;
  esac
}

workload_description ()
{
  local wl=$1 size=$2 bin=BIN
  workload_command "$wl" "$size" "$bin"
  local shown="" a
  for a in "${WL_ARGV[@]}"; do
    case $a in
      "$DATADIR"/*) a=data/${a#"$DATADIR"/} ;;
      "$BENCH"/*) a=bench/${a#"$BENCH"/} ;;
    esac
    shown="$shown $(shell_word "$a")"
  done
  # Collapse the repeated input file of the decompression runs.
  echo "${shown# }" | sed -E 's/( [^ ]*corpus-[0-9]+\.[a-z0-9]+)(\1)+$/\1 (x'"$(decompress_copies "$wl" "$size")"')/'
}

# variant_rows CELL: one table row per workload, one column per build;
# CELL WORKLOAD VARIANT prints a cell.
variant_rows ()
{
  local p wl v
  for p in $PROGRAMS; do
    for wl in $(program_workloads "$p"); do
      printf '| %s |' "$wl"
      for v in $all_variants; do
        printf ' %s |' "$("$1" "$wl" "$v")"
      done
      echo
    done
  done
}

wall_cell ()
{
  fmt "$(wall_median "$1" "$2")"
}

# function_breakdown: per workload, the ten functions to which the
# default build (gcc-12 + nospec) adds the most instructions against
# gcc-12 -O2, from cachegrind's per-function counts ($RAW/fnicount),
# with what policy=paranoid adds to the same function beside them.
function_breakdown ()
{
  [ -s "$RAW/fnicount" ] || return 0
  local p wl
  echo "### Where the default's added instructions are: the top 10 functions"
  echo
  echo "Per workload, instructions executed per function (the cachegrind runs above, \`--cache-sim=no\`, per-function sums as \`cg_annotate\` shows them) with gcc-12 + nospec (default) against gcc-12 -O2, the ten functions with the most added instructions (only functions with some). Share: the function's part of all the instructions the default adds to the workload. Paranoid: what \`policy=paranoid\` adds to the same function. A function is its symbol name (static functions of one name are summed); a function inlined in one build and not in the other counts in one build only, so its line can be negative or larger than the workload's total."
  echo
  for p in $PROGRAMS; do
    for wl in $(program_workloads "$p"); do
      awk -F'\t' -v w="$wl" '
        $1 != w { next }
        { c[$2 SUBSEP $4] = $3; fns[$4] = 1; tot[$2] += $3 }
        END {
          if (!("gcc" in tot) || !("gcc-nospec" in tot))
            exit
          added = tot["gcc-nospec"] - tot["gcc"]
          padded = tot["gcc-paranoid"] - tot["gcc"]
          printf "H\t**%s**: default adds %+.0f instructions (%+.1f%%), policy=paranoid %+.0f (%+.1f%%)\n", w,
            added, (tot["gcc"] > 0 ? added * 100 / tot["gcc"] : 0),
            padded, (tot["gcc"] > 0 ? padded * 100 / tot["gcc"] : 0)
          for (f in fns) {
            a = c["gcc-nospec" SUBSEP f] - c["gcc" SUBSEP f]
            pa = c["gcc-paranoid" SUBSEP f] - c["gcc" SUBSEP f]
            printf "R\t%.0f\t%s\t%.0f\t%.0f\t%s\t%+.0f\n", a, f, c["gcc" SUBSEP f],
              c["gcc-nospec" SUBSEP f],
              (added > 0 ? sprintf("%.1f%%", a * 100 / added) : "-"), pa
          }
        }' "$RAW/fnicount" >"$RAW/fn-$wl.tmp"
      [ -s "$RAW/fn-$wl.tmp" ] || continue
      grep '^H' "$RAW/fn-$wl.tmp" | cut -f2-
      echo
      echo "| function | gcc-12 | gcc-12 + nospec | added | share | paranoid adds |"
      echo "|---|---|---|---|---|---|"
      grep '^R' "$RAW/fn-$wl.tmp" | cut -f2- | awk -F'\t' '$1 > 0' \
        | sort -t "$(printf '\t')" -k1,1gr | head -n 10 \
        | awk -F'\t' '{ printf "| `%s` | %s | %s | %+.0f | %s | %s |\n", $2, $3, $4, $1, $5, $6 }'
      rm -f "$RAW/fn-$wl.tmp"
      echo
    done
  done
}

write_report ()
{
  local out=$1 tmp=$1.tmp p wl v
  local date_stamp
  date_stamp=$(date -u '+%Y-%m-%d %H:%M UTC')

  {
    echo "# nospec benchmark results"
    echo
    echo "Written by \`$COMMAND_LINE\`. Mode: **$MODE** ($ROUNDS rounds)."
    echo
    echo "- Date: $date_stamp"
    echo "- Machine: $(lscpu | sed -n 's/^Model name: *//p' | head -n 1), $(nproc) CPUs (shared with other users: see \"Noise\"), kernel $(uname -r), Debian $(cat /etc/debian_version 2>/dev/null)"
    echo "- Compilers: $(gcc-12 --version | head -n 1); $(clang-19 --version | head -n 1); $(valgrind --version)"
    echo "- Plugin: commit $PLUGIN_COMMIT, nospec.so sha256 $PLUGIN_HASH"
    echo "- Programs: $PROGRAMS (Debian source packages: $(for p in $PROGRAMS; do basename "$(ls "$SRCDIR/$(eval echo "\${${p}_package%% *}")"/*.dsc)" .dsc; done | tr '\n' ' '| sed 's/ $//'))"
    echo "- Run time: $(( (END_TIME - START_TIME) / 60 )) min $(( (END_TIME - START_TIME) % 60 )) s"
    echo

    # A note on the plugin that was measured (e.g. a local patch), from
    # NOSPEC_BENCH_PLUGIN_NOTE=FILE, kept with the raw numbers.
    if [ -s "$RAW/plugin-note.md" ]; then
      cat "$RAW/plugin-note.md"
      echo
    fi

    if [ -s "$RAW/alarms" ]; then
      echo "## WRONG OUTPUT, FAILED BUILDS OR FAILED TEST SUITES"
      echo
      sed 's/^/- /' "$RAW/alarms"
      echo
    fi

    local g
    g=$(overall_geomeans)
    set -- $g
    local t_nospec=$1 t_paranoid=$2 t_fence=$3 t_slh=$4
    local i_nospec=$5 i_paranoid=$6 i_fence=$7 i_slh=$8
    echo "## Summary"
    echo
    echo "Geometric means over the programs (each program: the geometric mean of its workloads), median wall time of each build against its own compiler's -O2 build:"
    echo
    echo "| | gcc-12 + nospec (default) | gcc-12 + nospec policy=paranoid | gcc-12 + nospec strategy=fence | clang-19 SLH |"
    echo "|---|---|---|---|---|"
    echo "| run time (wall) | $t_nospec ($(percent "$t_nospec")) | $t_paranoid ($(percent "$t_paranoid")) | $t_fence ($(percent "$t_fence")) | $t_slh ($(percent "$t_slh")) |"
    echo "| instructions executed | $i_nospec ($(percent "$i_nospec")) | $i_paranoid ($(percent "$i_paranoid")) | $i_fence ($(percent "$i_fence")) | $i_slh ($(percent "$i_slh")) |"
    echo
    echo "- Default hardening overhead as a share of clang SLH's: $(overhead_share "$t_nospec" "$t_slh") by wall time, $(overhead_share "$i_nospec" "$i_slh") by instructions (target: at most 0.10, run time at most 1.05)."
    echo "- \`policy=paranoid\` (the broad gadget model) as a share of clang SLH's: $(overhead_share "$t_paranoid" "$t_slh") by wall time, $(overhead_share "$i_paranoid" "$i_slh") by instructions (target: below 1)."
    if [ -f "$RAW/compile" ]; then
      local cplain cnospec
      cplain=$(awk '$2 == "plain" { print $1 }' "$RAW/compile" | sort -u | while read -r p; do
                 median_of "$RAW/compile" 5 "\$1 == \"$p\" && \$2 == \"plain\""; done \
               | awk '{ s += $1 } END { print s }')
      cnospec=$(awk '$2 == "nospec" { print $1 }' "$RAW/compile" | sort -u | while read -r p; do
                 median_of "$RAW/compile" 5 "\$1 == \"$p\" && \$2 == \"nospec\""; done \
               | awk '{ s += $1 } END { print s }')
      echo "- Compile time with the plugin, all measured programs together (CPU time): $(ratio "$cnospec" "$cplain") ($(percent "$(ratio "$cnospec" "$cplain")"); target: at most +3%)."
    fi
    if [ -f "$RAW/census" ]; then
      awk '$2 == "gcc-nospec" { g += $3; m += $4; f += $5 }
           END { printf "- Hardened sites (default strategy), all programs: %d gadgets, %d masks, %d fences.\n", g, m, f }' "$RAW/census"
      awk '$2 == "gcc-paranoid" { g += $3; m += $4; f += $5; n++ }
           END { if (n) printf "- With policy=paranoid: %d gadgets, %d masks, %d fences.\n", g, m, f }' "$RAW/census"
    fi
    echo

    echo "## Run time"
    echo
    echo "Median wall seconds of $ROUNDS rounds; in each round every workload runs once per build, builds in shuffled order."
    echo
    echo "| workload | gcc-12 | gcc-12 + nospec | gcc-12 + paranoid | gcc-12 + fence | clang-19 | clang-19 SLH |"
    echo "|---|---|---|---|---|---|---|"
    variant_rows wall_cell
    echo
    echo "### Ratios to each compiler's own -O2 build"
    echo
    echo "Wall time (median) and, beside it, instructions executed (cachegrind, smaller input). Instruction counts repeat exactly but understate fences (an lfence is one instruction and tens of cycles)."
    echo
    echo "| workload | nospec | paranoid | fence | clang SLH | nospec (instr) | paranoid (instr) | fence (instr) | clang SLH (instr) |"
    echo "|---|---|---|---|---|---|---|---|---|"
    for p in $PROGRAMS; do
      for wl in $(program_workloads "$p"); do
        echo "| $wl | $(time_ratios "$wl" | sed 's/ / | /g') | $(icount_ratios "$wl" | sed 's/ / | /g') |"
      done
    done
    echo
    echo "| program (geometric mean of its workloads) | nospec | paranoid | fence | clang SLH | nospec (instr) | paranoid (instr) | fence (instr) | clang SLH (instr) |"
    echo "|---|---|---|---|---|---|---|---|---|"
    program_ratios | awk '{ printf "| %s |", $1; for (k = 2; k <= 9; k++) printf " %s |", $k; printf "\n" }'
    echo "| **geometric mean** | **$t_nospec** | **$t_paranoid** | **$t_fence** | **$t_slh** | **$i_nospec** | **$i_paranoid** | **$i_fence** | **$i_slh** |"
    echo

    echo "### Instructions executed (cachegrind --cache-sim=no, smaller input)"
    echo
    echo "| workload | gcc-12 | gcc-12 + nospec | gcc-12 + paranoid | gcc-12 + fence | clang-19 | clang-19 SLH |"
    echo "|---|---|---|---|---|---|---|"
    variant_rows icount_of
    echo

    function_breakdown

    echo "### Noise"
    echo
    if [ -f "$RAW/times" ]; then
      awk -v m="$FOREIGN_MAX" -v maxredo="$MAX_REDO" '
        { n++; redo += $7; f[n] = $6; l[n] = $8; if ($6 > $8) over++ }
        END {
          for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) {
            if (f[j] < f[i]) { t = f[i]; f[i] = f[j]; f[j] = t }
            if (l[j] < l[i]) { t = l[i]; l[i] = l[j]; l[j] = t } }
          printf "- %d timed runs kept; %d more were redone because others used more of the machine than the limit during them (limit: the larger of %.0f%% and the ambient share + 10%%; median limit %.0f%%); %d kept runs are still above it (the quietest of %d tries).\n", n, redo, m * 100, l[int((n + 1) / 2)] * 100, over + 0, maxredo + 1
          printf "- Median share of the machine used by others during a kept run: %.1f%% (2 CPUs: 50%% = one whole CPU busy with other work).\n", f[int((n + 1) / 2)] * 100 }' "$RAW/times"
      local wl_spread
      wl_spread=$(awk '{ k = $1 " " $2; n[k]++; v[k, n[k]] = $4 }
        END { for (k in n) { min = 1e9; max = 0
                for (i = 1; i <= n[k]; i++) { if (v[k, i] < min) min = v[k, i]; if (v[k, i] > max) max = v[k, i] }
                if (min > 0) printf "%.0f\n", (max / min - 1) * 100 } }' "$RAW/times" | median)
      echo "- Median spread (slowest/fastest run - 1) of one workload and build over the rounds: ${wl_spread}%."
    fi
    echo

    echo "## Output checks and test suites"
    echo
    echo "Every build runs every workload once on the timed input before timing; the output must equal the gcc-12 -O2 build's (sqlite: speedtest1's verification hash; lua, pcre2grep: all output; compressors: the compressed bytes equal gcc-12 -O2's and decompression gives the corpus back). Test suites: pcre2 \`make check\`, xz \`make check\`, bzip2 \`make test\`, sqlite \`fuzzcheck\` over test/fuzzdata*.db (the plugin builds, full mode only); lua and zstd ship none quick (their output check stands in)."
    echo
    echo "A test suite that fails once and passes on a second try shows \"pass (2nd try)\" (pcre2's RunGrepTest compares the output order of script-callout subprocesses)."
    echo
    echo "| program | check | gcc-12 | gcc-12 + nospec | gcc-12 + paranoid | gcc-12 + fence | clang-19 | clang-19 SLH |"
    echo "|---|---|---|---|---|---|---|---|"
    for p in $PROGRAMS; do
      for wl in $(program_workloads "$p"); do
        printf '| %s | %s output |' "$p" "$wl"
        for v in $all_variants; do printf ' %s |' "$(check_of "$wl" "$v")"; done
        echo
      done
      if has_selftest "$p"; then
        printf '| %s | test suite |' "$p"
        for v in $all_variants; do
          case $p:$v in
            sqlite:gcc-nospec|sqlite:gcc-paranoid|sqlite:gcc-fence) printf ' %s |' "$(selftest_of "$p" "$v")" ;;
            sqlite:*) printf ' not run |' ;;
            *) printf ' %s |' "$(selftest_of "$p" "$v")" ;;
          esac
        done
        echo
      fi
    done
    echo

    echo "## Hardening census"
    echo
    echo "From the plugin's own statistics (\`-fplugin-arg-nospec-stats=FILE\`, one line per compiled function) over the whole package build; lines of code: all lines of the C files the package build compiles (sqlite: the amalgamation)."
    echo
    echo "| program | C files | lines | functions with gadgets | gadgets | masks | fences | sites per 1,000 lines | paranoid: gadgets / masks / fences | fence strategy: masks / fences |"
    echo "|---|---|---|---|---|---|---|---|---|---|"
    for p in $PROGRAMS; do
      local files lines fns gadgets masks fences fmasks ffences bad
      read -r _ files lines _ _ _ < <(awk -v p="$p" '$1 == p' "$RAW/loc" 2>/dev/null; echo "$p - - - - -")
      read -r _ _ gadgets masks fences _ fns bad < <(awk -v p="$p" '$1 == p && $2 == "gcc-nospec"' "$RAW/census" 2>/dev/null; echo "$p x - - - - - -")
      read -r _ _ _ fmasks ffences _ _ _ < <(awk -v p="$p" '$1 == p && $2 == "gcc-fence"' "$RAW/census" 2>/dev/null; echo "$p x - - - - - -")
      local pgadgets pmasks pfences
      read -r _ _ pgadgets pmasks pfences _ _ _ < <(awk -v p="$p" '$1 == p && $2 == "gcc-paranoid"' "$RAW/census" 2>/dev/null; echo "$p x - - - - - -")
      local per_kloc
      per_kloc=$(awk -v m="$masks" -v f="$fences" -v l="$lines" 'BEGIN {
        if (l == "-" || m == "-" || l + 0 == 0) print "-"; else printf "%.2f\n", (m + f) * 1000 / l }')
      echo "| $p | $files | $lines | $fns | $gadgets | $masks | $fences | $per_kloc | $pgadgets / $pmasks / $pfences | $fmasks / $ffences |"
      if [ "${bad:-0}" != 0 ] && [ "${bad:-0}" != "-" ]; then
        echo "|   | ($bad malformed statistics lines ignored) | | | | | | | | |"
      fi
    done
    echo

    echo "## Compile time"
    echo
    if [ -f "$RAW/compile" ]; then
      echo "The compilations recorded during the gcc-12 -O2 build, replayed one after another with and without \`-fplugin=nospec\` (default strategy), 3 rounds, interleaved; median CPU seconds (user+system) of all the program's compilations. Build: wall seconds of the whole package build (configure included, \`make -j$BUILD_JOBS\`), measured once when it was built."
      echo
      echo "| program | compilations | CPU s without | CPU s with | ratio | build s: gcc-12 | + nospec | + fence | + paranoid |"
      echo "|---|---|---|---|---|---|---|---|---|"
      for p in $(awk '{ print $1 }' "$RAW/compile" | awk '!seen[$0]++'); do
        local a b n bt
        a=$(median_of "$RAW/compile" 5 "\$1 == \"$p\" && \$2 == \"plain\"")
        b=$(median_of "$RAW/compile" 5 "\$1 == \"$p\" && \$2 == \"nospec\"")
        n=$(wc -l <"$BUILDDIR/$p/compile.list")
        bt=$(awk -v p="$p" '$1 == p { print $4 " | " $5 " | " $6 " | " ($7 == "" ? "-" : $7) }' "$RAW/loc")
        echo "| $p | $n | $(fmt "$a" 2) | $(fmt "$b" 2) | $(ratio "$b" "$a") | ${bt:-- | - | - | -} |"
      done
    else
      echo "Not measured in this run."
    fi
    echo

    echo "## Cost growth"
    echo
    if [ -f "$RAW/growth" ]; then
      echo "Generated files (bench/gen/growth.c): \`funcs N\` = N small functions with one gadget each; \`stmts N\` = one function of N statements with N gadgets (\`if (x < n) out[k] = a[x]\`, x loaded through a parameter or derived from one). Median CPU seconds of \`gcc-12 -LEVEL -c\` (2 rounds, interleaved; N = 100k: 1 round). At -O2 GCC itself is superlinear on one huge function (its backwards jump threader: 1k statements 1.5 s, 8k 68 s here, without the plugin), so -O2 uses N up to 2k for that shape and 10k for the other; -O0 shows the pass's own growth best."
      echo
      echo "| level | shape | N | without plugin s | with plugin s | ratio | added by plugin s | growth of added time per 10x N |"
      echo "|---|---|---|---|---|---|---|---|"
      awk '{ print $1, $2, $3 }' "$RAW/growth" | awk '!seen[$0]++' | while read -r level shape n; do
        local a b
        a=$(median_of "$RAW/growth" 7 "\$1 == \"$level\" && \$2 == \"$shape\" && \$3 == $n && \$4 == \"plain\"")
        b=$(median_of "$RAW/growth" 7 "\$1 == \"$level\" && \$2 == \"$shape\" && \$3 == $n && \$4 == \"nospec\"")
        echo "$level $shape $n $a $b"
      done | awk '
        { added = $5 - $4
          key = $1 " " $2
          growth = "-"
          if ((key, $3 / 10) in add_at && add_at[key, $3 / 10] > 0.05 && added > 0)
            growth = sprintf("%.1fx", added / add_at[key, $3 / 10])
          else if ((key, $3 / 2) in add_at && add_at[key, $3 / 2] > 0.05 && added > 0)
            growth = sprintf("%.1fx per 2x N", added / add_at[key, $3 / 2])
          add_at[key, $3] = added
          printf "| -%s | %s | %d | %.2f | %.2f | %s | %+.2f | %s |\n", $1, $2, $3, $4, $5,
                 ($4 > 0 ? sprintf("%.3f", $5 / $4) : "-"), added, growth }'
      echo
      echo "Linear growth means about 10x per 10x N (2x per 2x N); an added time under 0.05 s is noise and gets no growth figure."
    else
      echo "Not measured in this run."
    fi
    echo

    echo "## Exact commands"
    echo
    echo "Each program is built six ways; only the compiler and the flags change: \`CC=gcc-12\` or \`CC=clang-19\`, \`EXTRA\` empty, \`-fplugin=nospec.so\` (+ \`-fplugin-arg-nospec-policy=paranoid\` or \`-fplugin-arg-nospec-strategy=fence\`), or \`-mspeculative-load-hardening\` (the plugin variants also get \`-fplugin-arg-nospec-stats=FILE\` for the census)."
    echo
    echo '```sh'
    for p in $PROGRAMS; do
      echo "# $p (build_$p in bench/lib/programs.sh; DIR = bench/work/build/$p/VARIANT)"
      declare -f "build_$p" | sed '1,2d; $d; s/^    //; s/;$//'
      echo
    done
    if declare -f $(printf 'build_%s ' $PROGRAMS) | grep -q build_autotools; then
      echo "# build_autotools (bench/lib/programs.sh)"
      declare -f build_autotools | sed '1,2d; $d; s/^    //; s/;$//'
    fi
    echo '```'
    echo
    echo "Workloads ($MODE size; \`data/\` is bench/work/data/; the corpus is \`bench/gen/corpus.c BYTES 20240601\`, compressed inputs come from the gcc-12 -O2 build, \`(xN)\`: the same file N times; instruction counts use smaller sizes):"
    echo
    echo '```sh'
    for p in $PROGRAMS; do
      for wl in $(program_workloads "$p"); do
        echo "$(workload_description "$wl" "$MODE") > /dev/null"
      done
    done
    echo '```'
    echo

  } >"$tmp"

  # Keep the previous run: move it to bench/results/DATE-MODE.md.
  if [ "$out" = "$BENCH/RESULTS.md" ] && [ -f "$out" ] && [ -z "${REPORT_ONLY:-}" ]; then
    local old_date old_mode
    old_date=$(sed -n 's/^- Date: \([0-9-]*\) \([0-9]*\):\([0-9]*\).*/\1-\2\3/p' "$out" | head -n 1)
    old_mode=$(sed -n 's/.*Mode: \*\*\([a-z]*\)\*\*.*/\1/p' "$out" | head -n 1)
    if [ -n "$old_date" ]; then
      mkdir -p "$BENCH/results"
      mv "$out" "$BENCH/results/$old_date-${old_mode:-run}.md"
    fi
  fi
  if [ "$out" = "$BENCH/RESULTS.md" ] && ls "$BENCH"/results/*.md >/dev/null 2>&1; then
    write_report_previous_only "$tmp"
  fi
  mv "$tmp" "$out"
}

# Rewrite the "Previous runs" section of FILE from bench/results/.
write_report_previous_only ()
{
  local file=$1 stamp f cols
  sed -i '/^## Previous runs$/,$d' "$file"
  {
    echo "## Previous runs"
    echo
    ls -r "$BENCH/results"/*.md 2>/dev/null | while read -r f; do
      stamp=$(basename "$f" .md)
      # The columns of that run's summary (runs before the paranoid
      # build have three).
      cols=$(grep -m1 '^| | gcc-12' "$f" | sed 's/^| | //; s/ |$//; s/gcc-12 + nospec (default)/nospec/; s/gcc-12 + nospec policy=paranoid/paranoid/; s/gcc-12 + nospec strategy=fence/fence/; s/clang-19 SLH/clang SLH/; s/ | / ; /g')
      echo "- [$stamp](results/$stamp.md): $(grep -m1 '^| run time (wall)' "$f" | sed 's/^| run time (wall) | //; s/ |$//; s/ | / ; /g') (${cols:-nospec ; fence ; clang SLH}), $(grep -m1 '^- Plugin:' "$f" | sed 's/^- Plugin: //; s/, nospec.so.*//'), $(grep -m1 '^Written by' "$f" | sed 's/.*Mode: //')"
    done
    echo
  } >>"$file"
}
