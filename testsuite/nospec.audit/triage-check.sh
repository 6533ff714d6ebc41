#!/bin/sh
# triage-check.sh - nospec-scan in continuous integration: baselines,
# fingerprints, suppressions, ccache, distcc, the HTML report's states and
# the CI snippets of doc/usage.md.  Run by triage.exp:
#
#   triage-check.sh SCAN PLUGIN GCC PROJECT USAGE-MD WORKDIR [cross]
#
# SCAN the built nospec-scan, PLUGIN and GCC what it is to use, PROJECT
# a plain Makefile project (scan-project/: a.c's direct_a and vec.h's
# vec_get, the latter inlined into a.c and b.c), USAGE-MD doc/usage.md.
# Prints one line per check: "PASS: NAME", "FAIL: NAME" (with the
# evidence on the lines before it) or "UNSUPPORTED: NAME: WHY".  Each
# check works in its own copy of PROJECT under WORKDIR.  ccache, distcc
# and chromium are used when installed (quickstart installs them);
# without one, its checks are UNSUPPORTED.  With "cross" (a build for
# another target) those checks, which test nospec-scan's own machinery the
# same way for every target, are left to the native builds: the run stays
# short.

set -u
scan=$1 plugin=$2 gcc=$3 project=$4 usage=$5 work=$6 mode=${7:-full}
here=$(cd "$(dirname "$0")" && pwd)

pass() { echo "PASS: $1"; }
fail() { echo "FAIL: $1"; }
unsupported() { echo "UNSUPPORTED: $1"; }
# check NAME COMMAND...: pass when COMMAND succeeds.
check() {
  _n=$1; shift
  if "$@"; then pass "$_n"; else fail "$_n"; fi
}

rm -rf "$work"
mkdir -p "$work" || exit 1
work=$(cd "$work" && pwd)

# fresh NAME: a new copy of the project, its path on stdout.
fresh() {
  rm -rf "$work/$1"
  cp -R "$project" "$work/$1" && echo "$work/$1"
}

# run DIR LOG SCAN-ARGS... -- BUILD...: nospec-scan in DIR, its output in
# LOG; the exit status is nospec-scan's.
run() {
  _d=$1 _log=$2; shift 2
  (cd "$_d" && "$scan" --plugin "$plugin" --gcc "$gcc" "$@") >"$_log" 2>&1
}

# results SARIF: one line per result: fingerprint, file name, line,
# state, "suppressed" or "-", message; sorted.
results() {
  python3 - "$1" <<'EOF'
import json, sys
log = json.load(open(sys.argv[1]))
rows = []
for r in log["runs"][0]["results"]:
    loc = r["locations"][0]["physicalLocation"]
    rows.append(" ".join([
        r.get("partialFingerprints", {}).get("nospec/v1", "?"),
        loc["artifactLocation"]["uri"].rsplit("/", 1)[-1],
        str(loc["region"]["startLine"]),
        r.get("baselineState", "-"),
        "suppressed" if r.get("suppressions") else "-",
        r["message"]["text"]]))
print("\n".join(sorted(rows)))
EOF
}

# same NAME A B: pass when the files A and B are equal (and not empty).
same() {
  if [ -s "$2" ] && cmp -s "$2" "$3"; then
    pass "$1"
  else
    echo "--- $2"; cat "$2"; echo "--- $3"; cat "$3"
    fail "$1"
  fi
}

# has NAME LOG PATTERN...: pass when LOG holds every (grep -E) PATTERN.
has() {
  _n=$1 _f=$2; shift 2
  for _p in "$@"; do
    if ! grep -Eq -- "$_p" "$_f"; then
      echo "no '$_p' in $_f:"; cat "$_f"
      fail "$_n"
      return
    fi
  done
  pass "$_n"
}

add_gadget() {
  cat >>"$1/b.c" <<'EOF'

unsigned char table_b[32];

int
direct_b (unsigned int i, unsigned int n)
{
  if (i < n)
    return table_b[i];
  return 0;
}
EOF
}

#
# The reference: a plain scan.
#
ref=$(fresh ref)
run "$ref" "$work/ref.log" -o "$ref/report" -- make CC="$gcc"
has "reference scan: 2 sites" "$work/ref.log" \
  '^nospec-scan: 2 site\(s\) in 2 file\(s\), 1 with a fix, from 2 translation unit\(s\); report: '
results "$ref/report/nospec.sarif" >"$work/ref.results" 2>&1
check "reference scan: a fingerprint per result, all distinct" sh -c "
  [ \$(cut -d' ' -f1 '$work/ref.results' | grep -c '^[0-9a-f]\{16\}\$') = 2 ] &&
  [ \$(cut -d' ' -f1 '$work/ref.results' | sort -u | wc -l) = 2 ]"
cp "$ref/report/nospec.sarif" "$work/baseline.sarif"

#
# Baselines and --fail-on-new.
#
d=$(fresh base)
run "$d" "$work/base0.log" -o "$d/report" --baseline "$work/baseline.sarif" \
  --fail-on-new -- make CC="$gcc"
st=$?
has "--baseline, nothing changed: 0 new, exit status 0 (got $st)" "$work/base0.log" \
  ', 0 new, 2 unchanged, 0 absent; report: '
[ $st = 0 ] || fail "--baseline, nothing changed: exit status 0 with --fail-on-new (got $st)"
# A scan reports the units its build compiles: clean first.
(cd "$d" && make clean) >/dev/null 2>&1
add_gadget "$d"
run "$d" "$work/base1.log" -o "$d/report" --baseline "$work/baseline.sarif" \
  --fail-on-new -- make CC="$gcc"
st=$?
has "--baseline, one gadget added: 1 new" "$work/base1.log" \
  '^nospec-scan: 3 site\(s\).*, 1 new, 2 unchanged, 0 absent; report: '
check "--baseline, one gadget added: exit status 1 with --fail-on-new (got $st)" [ $st = 1 ]
results "$d/report/nospec.sarif" >"$work/base1.results"
check "--baseline, one gadget added: the new result is direct_b's" sh -c \
  "grep ' new ' '$work/base1.results' | grep -q \"b.c [0-9]* new - .*'table_b'\" &&
   [ \$(grep -c ' new ' '$work/base1.results') = 1 ]"
run "$d" "$work/base2.log" -o "$d/report" --baseline "$work/baseline.sarif" \
  -- make CC="$gcc"
st=$?
check "--baseline without --fail-on-new: exit status 0 (got $st)" [ $st = 0 ]
echo 'int broken (' >>"$d/b.c"
run "$d" "$work/base3.log" -o "$d/report" --baseline "$work/baseline.sarif" \
  --fail-on-new -- make CC="$gcc"
st=$?
has "--fail-on-new, the build fails: status of its own (2, got $st)" "$work/base3.log" \
  'nospec-scan: the build failed \(exit status 2\)'
[ $st = 2 ] || fail "--fail-on-new, the build fails: exit status 2 (got $st)"

#
# Fingerprints survive 20 lines inserted at the top of a.c and vec.h.
#
d=$(fresh lines)
for f in a.c vec.h; do
  { k=0; while [ $k -lt 20 ]; do echo "/* inserted line $k */"; k=$((k + 1)); done
    cat "$d/$f"; } >"$d/$f.new" && mv "$d/$f.new" "$d/$f"
done
run "$d" "$work/lines.log" -o "$d/report" --baseline "$work/baseline.sarif" \
  --fail-on-new -- make CC="$gcc"
st=$?
results "$d/report/nospec.sarif" >"$work/lines.results"
cut -d' ' -f1,2 "$work/ref.results" >"$work/ref.fp"
cut -d' ' -f1,2 "$work/lines.results" >"$work/lines.fp"
same "20 lines inserted at the top: every fingerprint kept" "$work/ref.fp" "$work/lines.fp"
check "20 lines inserted at the top: the lines moved by 20, 0 new, exit 0 (got $st)" sh -c "
  [ $st = 0 ] && grep -q ', 0 new, 2 unchanged' '$work/lines.log' &&
  awk '{print \$3}' '$work/ref.results' | sort -n > '$work/ref.ln' &&
  awk '{print \$3 - 20}' '$work/lines.results' | sort -n > '$work/lines.ln' &&
  cmp -s '$work/ref.ln' '$work/lines.ln'"

#
# Suppressions: by FILE:FUNCTION:INDEX and by fingerprint; a stale entry.
#
d=$(fresh supp)
cat >"$d/suppress.txt" <<'EOF'
# reviewed nospec results
a.c:direct_a:i   # n is a compile-time constant in every caller
a.c:no_such_function:i # gone since
EOF
run "$d" "$work/supp.log" -o "$d/report" --suppress suppress.txt -- make CC="$gcc"
results "$d/report/nospec.sarif" >"$work/supp.results"
check "--suppress FILE:FUNCTION:INDEX: exactly direct_a's result suppressed" sh -c "
  [ \$(grep -c ' suppressed ' '$work/supp.results') = 1 ] &&
  grep ' suppressed ' '$work/supp.results' | grep -q \"a.c 17 .*'table_a'\""
check "--suppress: no warning for direct_a, vec_get's kept" sh -c "
  ! grep -q 'a.c:17:[0-9]*: warning' '$work/supp.log' &&
  grep -q 'vec.h:8:[0-9]*: warning' '$work/supp.log'"
has "--suppress: 1 suppressed in the summary, the stale entry named with its line" \
  "$work/supp.log" ', 1 suppressed; report: ' \
  "suppress.txt:3: warning: stale suppression: 'a.c:no_such_function:i' matches no result"
fp=$(grep "'table_a'" "$work/ref.results" | cut -d' ' -f1)
printf '%s # reviewed by fingerprint\n' "$fp" >"$d/suppress-fp.txt"
run "$d" "$work/supp2.log" -o "$d/report" --suppress suppress-fp.txt -- make -B CC="$gcc"
results "$d/report/nospec.sarif" >"$work/supp2.results"
check "--suppress FINGERPRINT: exactly direct_a's result suppressed, nothing stale" sh -c "
  [ \$(grep -c ' suppressed ' '$work/supp2.results') = 1 ] &&
  grep ' suppressed ' '$work/supp2.results' | grep -q '^$fp a.c 17 ' &&
  ! grep -q stale '$work/supp2.log'"

#
# Malformed inputs: an error naming the file and line, before the build.
#
d=$(fresh bad)
printf '{\n  "version": "2.1.0",\n  "runs": [{"results": [\n    {"ruleId": "x"}]}]\n}\n' >"$d/old.sarif"
run "$d" "$work/bad1.log" -o "$d/report" --baseline old.sarif -- make CC="$gcc"
st=$?
check "malformed baseline (a result without fingerprint): FILE:4, exit 2 (got $st), nothing built" sh -c "
  [ $st = 2 ] && [ ! -e '$d/a.o' ] &&
  grep -q '^nospec-scan: error: $d/old.sarif:4: a result without a nospec/v1 fingerprint' '$work/bad1.log'"
printf '{\n  "version": "2.1.0",\n  "runs": [,]\n}\n' >"$d/old2.sarif"
run "$d" "$work/bad2.log" -o "$d/report" --baseline old2.sarif -- make CC="$gcc"
st=$?
check "malformed baseline (not JSON): FILE:3, exit 2 (got $st)" sh -c "
  [ $st = 2 ] && grep -q '^nospec-scan: error: $d/old2.sarif:3: not a SARIF log' '$work/bad2.log'"
printf '# reviewed\n\na.c:direct_a:i\n' >"$d/supp.txt"
run "$d" "$work/bad3.log" -o "$d/report" --suppress supp.txt -- make CC="$gcc"
st=$?
check "malformed suppressions file (no reason): FILE:3, exit 2 (got $st), nothing built" sh -c "
  [ $st = 2 ] && [ ! -e '$d/a.o' ] &&
  grep -q '^nospec-scan: error: $d/supp.txt:3: a suppression needs a reason' '$work/bad3.log'"
printf 'a.c:direct_a # no index\n' >"$d/supp2.txt"
run "$d" "$work/bad4.log" -o "$d/report" --suppress supp2.txt -- make CC="$gcc"
st=$?
check "malformed suppressions file (no index): FILE:1, exit 2 (got $st)" sh -c "
  [ $st = 2 ] && grep -q \"^nospec-scan: error: $d/supp2.txt:1: 'a.c:direct_a' is neither\" '$work/bad4.log'"

#
# ccache: the second scan, after make clean, comes from the cache and
# reports what the first did.
#
if [ "$mode" = cross ]; then
  :
elif ! command -v ccache >/dev/null 2>&1; then
  for c in "the scan after make clean reports the same results" \
           "the first scan through ccache reports what a plain one does" \
           "the second scan's 2 compiles are cache hits"; do
    unsupported "ccache: $c: no ccache"
  done
else
  d=$(fresh ccache)
  CCACHE_DIR=$work/ccache-dir
  CCACHE_CONFIGPATH=$work/ccache.conf
  CCACHE_LOGFILE=$work/ccache.log
  export CCACHE_DIR CCACHE_CONFIGPATH CCACHE_LOGFILE
  # runtest sets CCACHE_DISABLE (DejaGnu's runtest.exp): this test wants
  # the cache.
  unset CCACHE_DISABLE
  : >"$CCACHE_CONFIGPATH"
  run "$d" "$work/cc1.log" -o "$d/report" -- make CC="ccache $gcc"
  results "$d/report/nospec.sarif" >"$work/cc1.results"
  (cd "$d" && make clean) >/dev/null 2>&1
  ccache -z >/dev/null 2>&1
  run "$d" "$work/cc2.log" -o "$d/report" -- make CC="ccache $gcc"
  results "$d/report/nospec.sarif" >"$work/cc2.results"
  hits=$(ccache --print-stats 2>/dev/null |
         awk '$1 ~ /^(direct|preprocessed)_cache_hit$/ { n += $2 } END { print n + 0 }')
  misses=$(ccache --print-stats 2>/dev/null |
           awk '$1 == "cache_miss" { print $2 + 0 }')
  same "ccache: the scan after make clean reports the same results" "$work/ref.results" "$work/cc2.results"
  same "ccache: the first scan through ccache reports what a plain one does" "$work/ref.results" "$work/cc1.results"
  check "ccache: the second scan's 2 compiles are cache hits (hits $hits, misses $misses)" \
    sh -c "[ '$hits' = 2 ] && [ '${misses:-0}' = 0 ] || { tail -40 '$CCACHE_LOGFILE'; exit 1; }"
  unset CCACHE_DIR CCACHE_CONFIGPATH CCACHE_LOGFILE
fi

#
# distcc: a distccd on 127.0.0.1 started here, fallback to local
# compiles off; the server runs nospec-gcc (distccd refuses -fplugin=).
#
if [ "$mode" = cross ]; then
  :
elif ! command -v distcc >/dev/null 2>&1 || ! command -v distccd >/dev/null 2>&1; then
  unsupported "distcc: a scan through distccd on 127.0.0.1 reports what a local one does: no distcc or distccd"
  unsupported "distcc: both units compiled by the server: no distcc or distccd"
else
  d=$(fresh distcc)
  srv=$work/distcc-server
  mkdir -p "$srv" "$work/distcc-dir"
  printf '#!/bin/sh\nexec "%s" -fplugin="%s" "$@"\n' "$(command -v "$gcc")" "$plugin" >"$srv/nospec-gcc"
  chmod 755 "$srv" "$srv/nospec-gcc"
  echo "$srv/nospec-gcc" >"$srv/cmdlist"
  : >"$srv/log"
  chmod 666 "$srv/log"
  pid=
  port=$((20000 + $$ % 20000))
  for k in 1 2 3 4 5; do
    : >"$srv/log"
    DISTCC_CMDLIST=$srv/cmdlist distccd --daemon --no-detach --listen 127.0.0.1 \
      --allow 127.0.0.1 --port $port --jobs 2 --log-file "$srv/log" &
    pid=$!
    sleep 1
    if kill -0 $pid 2>/dev/null && ! grep -q 'bind.*failed' "$srv/log"; then
      break
    fi
    kill $pid 2>/dev/null
    pid=
    port=$((port + 1))
  done
  if [ -z "$pid" ]; then
    cat "$srv/log"
    unsupported "distcc: a scan through distccd on 127.0.0.1 reports what a local one does: distccd does not start"
    unsupported "distcc: both units compiled by the server: distccd does not start"
  else
    DISTCC_HOSTS=127.0.0.1:$port/2 DISTCC_FALLBACK=0 DISTCC_DIR=$work/distcc-dir \
      DISTCC_BACKOFF_PERIOD=0 run "$d" "$work/distcc.log" -o "$d/report" -- \
      make -j2 CC="distcc $gcc"
    st=$?
    kill $pid
    wait $pid 2>/dev/null
    results "$d/report/nospec.sarif" >"$work/distcc.results" 2>&1
    same "distcc: a scan through distccd on 127.0.0.1 reports what a local one does (exit $st)" \
      "$work/ref.results" "$work/distcc.results"
    check "distcc: both units compiled by the server" sh -c "
      grep -q 'COMPILE_OK.*nospec-gcc a.c' '$srv/log' &&
      grep -q 'COMPILE_OK.*nospec-gcc b.c' '$srv/log' || { cat '$srv/log'; exit 1; }"
  fi
fi

#
# The HTML report's states: new first, filtered by state, in Chromium.
#
d=$(fresh html)
add_gadget "$d"
sed -i 's/return table_a\[i\];/return 0;/' "$d/a.c"   # direct_a: absent
sed -i 's|return v->vals\[i\];|& /* nospec-suppress: callers check len, which bounds vals */|' "$d/vec.h"
run "$d" "$work/html.log" -o "$d/report" --baseline "$work/baseline.sarif" -- make CC="$gcc"
has "HTML report: new, unchanged, suppressed and absent in the summary" "$work/html.log" \
  ', 1 new, 0 unchanged, 1 absent, 1 suppressed; report: '
browser=
for b in chromium chromium-browser google-chrome; do
  command -v $b >/dev/null 2>&1 && { browser=$b; break; }
done
if [ "$mode" = cross ]; then
  :
elif [ -z "$browser" ]; then
  unsupported "HTML report in Chromium: new first, every state shown, #state=new shows only the new one: no chromium"
  unsupported "HTML report in Chromium: a screenshot: no chromium"
else
  flags="--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run --user-data-dir=$work/chromium-profile --window-size=1200,1500"
  url="file://$d/report/index.html"
  timeout 120 $browser $flags --dump-dom "$url#state=new" >"$work/dom-new.html" 2>"$work/chromium.log"
  timeout 120 $browser $flags --dump-dom "$url" >"$work/dom-all.html" 2>>"$work/chromium.log"
  python3 - "$work/dom-all.html" "$work/dom-new.html" >"$work/dom.check" 2>&1 <<'EOF'
import re, sys
def rows(path):
    text = open(path).read()
    table = re.search(r'<table id="sites">.*?</table>', text, re.S).group(0)
    return re.findall(r'<tr data-state="(\w+)"( class="hidden")?', table)
every = rows(sys.argv[1])
new = rows(sys.argv[2])
print("all:", every, "\nstate=new:", new)
states = [s for s, h in every]
ok = states[0] == "new" and set(states) == {"new", "suppressed", "absent"}
ok = ok and all(not h for s, h in every)
ok = ok and [s for s, h in new if not h] == ["new"]
ok = ok and len(new) == len(every)
sys.exit(0 if ok else 1)
EOF
  if [ $? = 0 ]; then
    pass "HTML report in Chromium: new first, every state shown, #state=new shows only the new one"
  else
    cat "$work/dom.check" "$work/chromium.log"
    fail "HTML report in Chromium: new first, every state shown, #state=new shows only the new one"
  fi
  rm -f "$work/screenshot.png"
  timeout 120 $browser $flags --screenshot="$work/screenshot.png" "$url" >>"$work/chromium.log" 2>&1
  check "HTML report in Chromium: a screenshot ($work/screenshot.png)" \
    test "$(wc -c <"$work/screenshot.png" 2>/dev/null || echo 0)" -gt 10000
  rm -rf "$work/chromium-profile"
fi

#
# The CI snippets of doc/usage.md, their commands run here: the job
# passes with the committed baseline, fails once a gadget is added, and
# leaves the files it uploads.
#
[ "$mode" = cross ] && exit 0
python3 "$here/ci-snippets.py" "$usage" "$work/ci" >"$work/ci.list" 2>&1 \
  || { cat "$work/ci.list"; fail "CI snippets: found in doc/usage.md"; }
for ci in github gitlab; do
  [ -f "$work/ci/$ci.sh" ] || { fail "CI snippet $ci: in doc/usage.md"; continue; }
  d=$(fresh "ci-$ci")
  mkdir -p "$d/.nospec" "$work/ci-bin"
  cp "$work/baseline.sarif" "$d/.nospec/baseline.sarif"
  printf '# reviewed nospec results\n' >"$d/.nospec/suppress.txt"
  # nospec-scan as installed: the built one, for this plugin and GCC.
  printf '#!/bin/sh\nexec "%s" --plugin "%s" --gcc "%s" "$@"\n' "$scan" "$plugin" "$gcc" >"$work/ci-bin/nospec-scan"
  chmod +x "$work/ci-bin/nospec-scan"
  (cd "$d" && PATH=$work/ci-bin:$PATH CC=$gcc sh -e "$work/ci/$ci.sh") >"$work/ci-$ci-0.log" 2>&1
  st0=$?
  missing=
  while read -r f; do [ -e "$d/$f" ] || missing="$missing $f"; done <"$work/ci/$ci.files"
  make -C "$d" clean >/dev/null 2>&1
  add_gadget "$d"
  (cd "$d" && PATH=$work/ci-bin:$PATH CC=$gcc sh -e "$work/ci/$ci.sh") >"$work/ci-$ci-1.log" 2>&1
  st1=$?
  if [ $st0 = 0 ] && [ $st1 != 0 ] && [ -z "$missing" ] &&
     grep -q ', 1 new' "$work/ci-$ci-1.log"; then
    pass "CI snippet $ci: passes with the baseline, fails on a new gadget, uploads $(tr '\n' ' ' <"$work/ci/$ci.files")"
  else
    cat "$work/ci/$ci.sh" "$work/ci-$ci-0.log" "$work/ci-$ci-1.log"
    echo "exit $st0 then $st1; missing:$missing"
    fail "CI snippet $ci: passes with the baseline, fails on a new gadget, uploads its files"
  fi
done
exit 0
