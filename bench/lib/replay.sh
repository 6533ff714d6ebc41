# bench/lib/replay.sh - the compilations bench/census recorded, as a
# script to run them again (sourced by bench/compile-time and
# bench/same-code).  Needs CENSUS (bench/census's raw directory).

# replay_script PROG [PATTERN]: a shell script of PROG's recorded
# compilations (those of sources matching PATTERN), each
#   cd DIR && "$REPLAY_CC" $REPLAY_EXTRA ARGS -c SOURCE -o /dev/null
# without the recorded plugin, output and dependency arguments.
replay_script ()
{
  local p=$1 pat=${2:-} rec=$CENSUS/$1-default.ccrec line dir a kept srcs s skip
  [ -f "$rec" ] || return 1
  echo 'set -e'
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
        -E) srcs=(); break ;;
        -o|-MF|-MT|-MQ) skip=1 ;;
        -fplugin=*|-fplugin-arg-*) ;;
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
      [ -f "$s" ] || continue
      if [ -n "$pat" ]; then
        case $s in */$pat) ;; *) continue ;; esac
      fi
      printf 'cd %q && "$REPLAY_CC" $REPLAY_EXTRA %s -c %q -o /dev/null\n' \
        "$dir" "$(printf '%q ' "${kept[@]}")" "$s"
    done
  done <"$rec" | sort -u
}
