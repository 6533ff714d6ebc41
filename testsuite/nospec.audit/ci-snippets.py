#!/usr/bin/env python3
# ci-snippets.py - take the CI examples out of doc/usage.md for
# triage-check.sh to run:
#
#   ci-snippets.py USAGE.md OUTDIR
#
# The examples are the fenced yaml blocks after a line
# "<!-- ci-example: github -->" or "<!-- ci-example: gitlab -->".  Writes
# OUTDIR/NAME.sh, the commands the job runs, in order (GitHub: each
# step's "run:"; GitLab: the items of "script:"), and OUTDIR/NAME.files,
# the files the job uploads (GitHub: "sarif_file:" and "path:" of the
# steps; GitLab: the artifacts' "paths:" and reports), one a line.  Only
# the simple YAML the examples use: one command a line, no block scalars.
# Exit status 1 when an example is missing or has no command.

import os
import re
import sys


def blocks(text):
    found = {}
    lines = text.split("\n")
    k = 0
    while k < len(lines):
        m = re.match(r"\s*<!-- ci-example: (\w+) -->\s*$", lines[k])
        k += 1
        if not m:
            continue
        while k < len(lines) and not lines[k].strip().startswith("```"):
            k += 1
        k += 1
        body = []
        while k < len(lines) and not lines[k].strip().startswith("```"):
            body.append(lines[k])
            k += 1
        found[m.group(1)] = body
    return found


def value(line, key):
    m = re.match(r"\s*(?:- )?" + key + r":\s*(.+?)\s*$", line)
    return m.group(1) if m else None


def github(body):
    cmds, files = [], []
    for line in body:
        v = value(line, "run")
        if v:
            cmds.append(v)
        for key in ("sarif_file", "path"):
            v = value(line, key)
            if v:
                files.append(v)
    return cmds, files


def gitlab(body):
    cmds, files = [], []
    where = None
    for line in body:
        stripped = line.strip()
        indent = len(line) - len(line.lstrip())
        if stripped.endswith(":") and not stripped.startswith("- "):
            where = (stripped[:-1], indent)
            continue
        if stripped.startswith("- ") and where:
            item = stripped[2:].strip()
            if where[0] == "script":
                cmds.append(item)
            elif where[0] == "paths":
                files.append(item)
            continue
        v = value(line, "codequality")
        if v:
            files.append(v)
    return cmds, files


def main():
    with open(sys.argv[1], encoding="utf-8") as fd:
        found = blocks(fd.read())
    os.makedirs(sys.argv[2], exist_ok=True)
    ok = True
    for name, parse in (("github", github), ("gitlab", gitlab)):
        if name not in found:
            print(f"{sys.argv[1]}: no '<!-- ci-example: {name} -->' block")
            ok = False
            continue
        cmds, files = parse(found[name])
        if not cmds:
            print(f"{sys.argv[1]}: the {name} example runs no command")
            ok = False
            continue
        with open(os.path.join(sys.argv[2], name + ".sh"), "w") as fd:
            fd.write("\n".join(cmds) + "\n")
        with open(os.path.join(sys.argv[2], name + ".files"), "w") as fd:
            fd.write("".join(f + "\n" for f in files))
        print(f"{name}: {len(cmds)} command(s), uploads {' '.join(files)}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
