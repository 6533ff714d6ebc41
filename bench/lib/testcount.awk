# bench/lib/testcount.awk - how many tests passed and failed, read off a
# package's test log.  Prints "PASSED FAILED HARNESS", or "- - none" when
# no harness's summary is found (then only the exit status counts).
#
# Harnesses recognized, each summed over every summary in the log (a
# package may run several test directories):
#   automake  "# PASS:  N", "# XFAIL: N" pass; "# FAIL:", "# XPASS:",
#             "# ERROR:" fail  (the parallel harness of automake 1.13+)
#   serial    "All N tests passed", "N of M tests failed"  (old automake)
#   ctest     "95% tests passed, 1 tests failed out of 20"
#   meson     "Ok: N", "Expected Fail: N" pass; "Fail:", "Unexpected Pass:",
#             "Timeout:" fail
#   gtest     "[  PASSED  ] N tests", "[  FAILED  ] N tests"  (only when
#             none of the above ran it)
#   perl      "Files=N, Tests=N" with "Result: PASS|FAIL"
#   zlib      "*** zlib ... test OK ***" pass, "*** zlib test FAILED ***"
#             fail  (zlib's own Makefile prints nothing else)
#   re2       "obj/.../test/NAME   PASS" or "FAIL" per test program
# ctest's "No tests were found!!!" counts as ctest with 0 tests: the
# package's test step ran and had nothing to run (0/0 in the table).
# A "# TOTAL:" line is not counted twice: only the per-outcome lines are.

function num(s) { gsub(/[^0-9]/, "", s); return s + 0 }

/^# (PASS|XFAIL): +[0-9]+$/      { am_pass += num($3); am = 1; next }
/^# (FAIL|XPASS|ERROR): +[0-9]+$/ { am_fail += num($3); am = 1; next }
/^All [0-9]+ tests passed/       { se_pass += $2; se = 1; next }
/^[0-9]+ of [0-9]+ tests failed/ { se_fail += $1; se_pass += $4 - $1; se = 1; next }
/^[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+/ {
  ct_fail += $4; ct_pass += $NF - $4; ct = 1; next }
/^Ok: +[0-9]+ *$/                { me_pass += num($2); me = 1; next }
/^Expected Fail: +[0-9]+ *$/     { me_pass += num($3); me = 1; next }
/^Fail: +[0-9]+ *$/              { me_fail += num($2); me = 1; next }
/^Unexpected Pass: +[0-9]+ *$/   { me_fail += num($3); me = 1; next }
/^Timeout: +[0-9]+ *$/           { me_fail += num($2); me = 1; next }
/^\[  PASSED  \] [0-9]+ tests?/  { gt_pass += $4; gt = 1; next }
/^\[  FAILED  \] [0-9]+ tests?,/ { gt_fail += $4; gt = 1; next }
/^obj\/([^ ]*\/)?test\/[a-z0-9_]+ +PASS$/ { re_pass++; re = 1; next }
/^obj\/([^ ]*\/)?test\/[a-z0-9_]+ +FAIL/  { re_fail++; re = 1; next }
/^No tests were found!!!/         { ct = 1; next }
/^[[:space:]]*\*\*\* zlib .*test OK \*\*\*/  { zl_pass++; zl = 1; next }
/^[[:space:]]*\*\*\* zlib .*FAILED \*\*\*/   { zl_fail++; zl = 1; next }
/^Files=[0-9]+, Tests=[0-9]+/    { split($2, t, "="); pl_total += num(t[2]); pl = 1; next }
/^Result: (PASS|FAIL)/           { pl_result = $2; next }

END {
  pass = 0; fail = 0; names = ""
  if (am) { pass += am_pass; fail += am_fail; names = names "+automake" }
  if (se) { pass += se_pass; fail += se_fail; names = names "+serial" }
  if (ct) { pass += ct_pass; fail += ct_fail; names = names "+ctest" }
  if (me) { pass += me_pass; fail += me_fail; names = names "+meson" }
  if (re) { pass += re_pass; fail += re_fail; names = names "+re2" }
  if (zl) { pass += zl_pass; fail += zl_fail; names = names "+zlib" }
  if (!am && !se && !ct && !me && gt) {
    pass += gt_pass; fail += gt_fail; names = names "+gtest" }
  if (!am && !se && !ct && !me && !gt && pl) {
    if (pl_result == "PASS") pass += pl_total; else fail += 1
    names = names "+perl" }
  if (names == "") { print "- - none"; exit }
  print pass, fail, substr(names, 2)
}
