# bench/linux/warnings.awk - the plugin's warnings in a GCC build log.
#
# usage: awk -f warnings.awk make.log > warnings.tsv
#
# One output line per warning GCC printed (each inlined copy is its own
# warning): FILE LINE COL KEYS MESSAGE, tab-separated.  KEYS are the
# "FILE:LINE" places the warning can be credited to: its own location,
# the places of the macro expansions GCC notes after it ("in expansion of
# macro", "in definition of macro"), and the call sites of the inline
# functions it was inlined from ("inlined from 'f' at FILE:LINE:COL", or
# the plugin's own note "'f' is inlined into 'g'" at the call in g, with
# the macro expansions GCC notes after that note: test_bit (nr, map) in
# a .c file calls the helper from inside the macro's definition).
# A load written as READ_ONCE(a[i]) is reported inside rwonce.h, a load in
# a static inline helper inside the header: the keys let a hand-placed site
# in a .c file name the line of its own source where that happens.
# The plugin reports the further accesses of a warning's element (same
# index, or the same index plus a constant, same checks) as notes under
# it: their places are keys too, and the macro notes after each of them.
# With whole-build facts, the notes at a call, store or return that hands
# the index over, and at a check in another function, are keys as well.
# A leading "./" is dropped from file names.

function loc(s,   a) {
  sub(/^\.\//, "", s)
  if (match(s, /^[^: ]+:[0-9]+/)) return substr(s, RSTART, RLENGTH)
  return ""
}
function flush() {
  if (cur != "") print cur "\t" keys "\t" msg
  cur = ""
}
# A new diagnostic context: "FILE: In function 'f':" or "In function 'f',"
# followed by "    inlined from ..." lines.
/: In function / || /^In function / {
  flush(); chain = ""; in_chain = ($0 ~ /,$/); note = 0; next
}
in_chain && /^ +inlined from / {
  s = $0; sub(/.* at /, "", s); k = loc(s)
  if (k != "") chain = chain " " k
  in_chain = ($0 ~ /,$/); next
}
{ in_chain = 0 }
/: warning: (speculative (load|store)|cannot harden speculative load)/ {
  flush()
  s = $0; sub(/^\.\//, "", s)
  if (!match(s, /^[^: ]+:[0-9]+:[0-9]+: /)) next
  where = substr(s, 1, RLENGTH - 2)
  n = split(where, w, ":")
  cur = w[1] "\t" w[2] "\t" w[3]
  keys = w[1] ":" w[2] chain
  msg = substr(s, RLENGTH + 1); sub(/^warning: /, "", msg)
  note = 0; next
}
cur != "" && /: note: (in expansion of macro|in definition of macro)/ {
  if (!note) { k = loc($0); if (k != "") keys = keys " " k }
  next
}
cur != "" && /: note: speculative (load|store) .* (with the same index and checks here|\(the same index plus a constant\) and the same checks here)/ {
  k = loc($0); if (k != "") keys = keys " " k
  note = 0; next
}
# Whole-build facts (facts=FILE) and checks in callers: the note at the
# call, the store or the return that hands the index (or the checked
# array) to the load's function, and the note at a check that lies in
# another function, are places too (the experts' mask may sit in the
# caller, at its check or at its call).  GCC quotes names with 'x' or,
# in a UTF-8 locale, with U+2018/U+2019: a name is matched as one word,
# whatever its quotes.
cur != "" && /: note: [^ ]+ (passes|stores|returns) (the checked index|attacker data \(the index\)|the checked array)/ {
  k = loc($0); if (k != "") keys = keys " " k
  note = 0; next
}
cur != "" && /: note: bounds check .* in [^ ]+ (can be bypassed|that can be bypassed)/ {
  k = loc($0); if (k != "") keys = keys " " k
  note = 0; next
}
cur != "" && /: note: .* is inlined into / {
  k = loc($0); if (k != "") keys = keys " " k
  note = 0; next
}
cur != "" && /: note: / { note = 1; next }
cur != "" && /: (warning|error): / { flush(); next }
END { flush() }
