#!/usr/bin/env python3
"""nospec-facts - the rounds of a whole-build facts scan (nospec-scan --facts).

    nospec-facts merge DB NEW DEPS
        Append the fact blocks of NEW (what this round's compiles wrote
        with -fplugin-arg-nospec-facts-out) to DB, then empty NEW.  Print
        on standard output the object files of the units that looked up a
        fact that is new in DB (from DEPS, written with
        -fplugin-arg-nospec-facts-deps), one per line, and on standard
        error one line "nospec-facts: N new facts (K kinds), M units to
        compile again".  Exit 0, or 2 on an error (a malformed NEW).

    nospec-facts count DB
        Print the number of distinct facts in DB, by kind.

    nospec-facts select DB KIND[,KIND...]
        Print DB with the facts of the KINDs only (each block keeps its
        "unit" line, its "end" counts what is left): to measure what one
        kind of fact adds (bench/linux/facts).

Facts only ever add attacker data (a unit that learns more can only
write more), so a round that adds no fact is the last one; a unit whose
lookups all found what they found before needs no new compile.
"""

import collections
import os
import sys

KINDS = ("param", "icall", "fnptr", "return", "field")


def fact_lines(path, strict):
    """The fact lines of PATH (comments and block lines left out), in
    order.  STRICT: a block without its end, or a last line without its
    newline, is an error."""
    facts = []
    if not os.path.exists(path):
        return facts
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    if strict and text and not text.endswith("\n"):
        raise ValueError("%s: the last line has no end (truncated)" % path)
    in_block = 0
    for lineno, line in enumerate(text.splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        word = line.split()[0]
        if word == "unit":
            if in_block and strict:
                raise ValueError("%s:%d: a block before this one has no end"
                                 % (path, lineno))
            in_block = lineno
            continue
        if word == "end":
            in_block = 0
            continue
        if word not in KINDS:
            raise ValueError("%s:%d: unknown fact '%s'" % (path, lineno, word))
        facts.append(" ".join(line.split()))
    if in_block and strict:
        raise ValueError("%s:%d: the block begun here has no end"
                         % (path, in_block))
    return facts


def words_of(fact):
    """The positional words of a fact (attributes left out) and its
    file= attribute."""
    words = [w for w in fact.split() if "=" not in w]
    file_attr = None
    for w in fact.split():
        if w.startswith("file="):
            file_attr = w[5:]
    return words, file_attr


def decode(text):
    """TEXT with its %XX escapes (facts.cc's encode) undone."""
    out = []
    i = 0
    while i < len(text):
        if text[i] == "%" and i + 2 < len(text):
            try:
                out.append(chr(int(text[i + 1:i + 3], 16)))
                i += 3
                continue
            except ValueError:
                pass
        out.append(text[i])
        i += 1
    return "".join(out)


def affected_keys(new_facts, all_facts):
    """The lookup keys (as facts-deps writes them) whose answer the
    NEW_FACTS change; "param NAME *" stands for every parameter of
    NAME."""
    keys = set()
    fnptrs = collections.defaultdict(set)   # "TYPE FIELD" -> names
    icalls = collections.defaultdict(set)   # "TYPE FIELD" -> arg numbers
    for fact in all_facts:
        words, file_attr = words_of(fact)
        if words[0] == "fnptr" and len(words) >= 4:
            name = words[3] if not file_attr else decode(file_attr) + " " + words[3]
            fnptrs[words[1] + " " + words[2]].add(name)
        elif words[0] == "icall" and len(words) >= 4:
            icalls[words[1] + " " + words[2]].add(words[3])
    for fact in new_facts:
        words, file_attr = words_of(fact)
        kind = words[0]
        if kind in ("param", "field") and len(words) >= 3:
            keys.add(" ".join(words[:3]))
        elif kind == "return" and len(words) >= 2:
            keys.add(" ".join(words[:2]))
        elif kind == "icall" and len(words) >= 4:
            for name in fnptrs[words[1] + " " + words[2]]:
                keys.add("param %s %s" % (name, words[3]))
        elif kind == "fnptr" and len(words) >= 4:
            name = words[3] if not file_attr else decode(file_attr) + " " + words[3]
            if icalls[words[1] + " " + words[2]]:
                keys.add("param %s *" % name)
    return keys


def units_to_redo(deps_path, keys):
    """The object files of the units (their last line in DEPS) that looked
    up one of KEYS."""
    if not keys or not os.path.exists(deps_path):
        return []
    wild = set(k[:-2] for k in keys if k.endswith(" *"))
    last = {}
    with open(deps_path, encoding="utf-8", errors="replace") as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) < 2:
                continue
            last[parts[0]] = parts[2:]
    redo = []
    for obj, looked in last.items():
        for key in looked:
            if key in keys:
                redo.append(obj)
                break
            if key.startswith("param ") and wild:
                name = key[6:].rsplit(" ", 1)[0]
                if name in wild:
                    redo.append(obj)
                    break
    return sorted(redo)


def merge(db, new, deps):
    try:
        old = fact_lines(db, strict=False)
        added = fact_lines(new, strict=True)
    except ValueError as e:
        print("nospec-facts: error: %s" % e, file=sys.stderr)
        return 2
    old_set = set(old)
    fresh = []
    seen = set()
    for fact in added:
        if fact not in old_set and fact not in seen:
            fresh.append(fact)
            seen.add(fact)
    if os.path.exists(new):
        with open(new, encoding="utf-8", errors="replace") as f:
            blocks = f.read()
        with open(db, "a", encoding="utf-8") as f:
            f.write(blocks)
        open(new, "w").close()
    kinds = collections.Counter(f.split()[0] for f in fresh)
    redo = units_to_redo(deps, affected_keys(fresh, old + fresh))
    for obj in redo:
        print(obj)
    print("nospec-facts: %d new facts (%s), %d units to compile again"
          % (len(fresh), ", ".join("%s %d" % (k, kinds[k]) for k in KINDS
                                    if kinds[k]) or "none", len(redo)),
          file=sys.stderr)
    return 0


def count(db):
    try:
        facts = set(fact_lines(db, strict=True))
    except ValueError as e:
        print("nospec-facts: error: %s" % e, file=sys.stderr)
        return 2
    kinds = collections.Counter(f.split()[0] for f in facts)
    print("%d facts: %s" % (len(facts), ", ".join("%s %d" % (k, kinds[k])
                                                   for k in KINDS)))
    return 0


def select(db, kinds):
    wanted = set(k for k in kinds.split(",") if k)
    bad = wanted - set(KINDS)
    if bad or not wanted:
        print("nospec-facts: error: unknown kind '%s' (kinds: %s)"
              % (",".join(sorted(bad)) or kinds, " ".join(KINDS)),
              file=sys.stderr)
        return 2
    try:
        fact_lines(db, strict=True)
    except ValueError as e:
        print("nospec-facts: error: %s" % e, file=sys.stderr)
        return 2
    head, kept = None, []
    out = sys.stdout
    with open(db, encoding="utf-8", errors="replace") as f:
        for line in f:
            words = line.split("#", 1)[0].split()
            if not words:
                continue
            if words[0] == "unit":
                head, kept = line, []
            elif words[0] == "end":
                out.write(head)
                out.writelines(kept)
                out.write("end %d\n" % len(kept))
                head = None
            elif words[0] in wanted:
                if head is None:
                    out.write(line)
                else:
                    kept.append(line)
    return 0


def main(argv):
    if len(argv) == 3 and argv[0] == "select":
        return select(argv[1], argv[2])
    if len(argv) == 4 and argv[0] == "merge":
        return merge(argv[1], argv[2], argv[3])
    if len(argv) == 2 and argv[0] == "count":
        return count(argv[1])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
