#!/usr/bin/env python3
# sarif-check.py - check a SARIF log against what SARIF 2.1.0 requires of
# the parts nospec writes (no schema package is available to the build
# machines: these are the schema's required properties and types for the
# objects used), then against expected counts.
#
#   sarif-check.py FILE [--results N] [--fixes N] [--rule ID=N ...]
#                       [--related-min N] [--units N]
# --fixes counts replacements: a result's one fix changes each access of
# its element that has a fix-it (plugin/sarif.cc).
# Prints "ok" or one line per problem; exit status 1 on a problem.

import argparse
import json
import sys

problems = []


def need(cond, what):
    if not cond:
        problems.append(what)
    return cond


def is_int(v, minimum=None):
    return isinstance(v, int) and not isinstance(v, bool) and (
        minimum is None or v >= minimum)


def check_message(m, where):
    if need(isinstance(m, dict), f"{where}: message is not an object"):
        need(isinstance(m.get("text"), str) and m["text"],
             f"{where}: message.text missing")


def check_region(r, where):
    if not need(isinstance(r, dict), f"{where}: region is not an object"):
        return
    need(is_int(r.get("startLine"), 1), f"{where}: startLine < 1 or missing")
    if "startColumn" in r:
        need(is_int(r["startColumn"], 1), f"{where}: startColumn < 1")
    if "endColumn" in r:
        need(is_int(r["endColumn"], 1), f"{where}: endColumn < 1")
        if "startColumn" in r:
            need(r["endColumn"] >= r["startColumn"],
                 f"{where}: endColumn before startColumn")


def check_artifact(a, where):
    if need(isinstance(a, dict), f"{where}: artifactLocation not an object"):
        need(isinstance(a.get("uri"), str) and a["uri"],
             f"{where}: artifactLocation.uri missing")


def check_physical(p, where):
    if not need(isinstance(p, dict), f"{where}: physicalLocation missing"):
        return
    check_artifact(p.get("artifactLocation"), where)
    check_region(p.get("region"), where)


def check_log(log, args):
    need(log.get("version") == "2.1.0", "version is not 2.1.0")
    need(isinstance(log.get("$schema", ""), str), "$schema is not a string")
    runs = log.get("runs")
    if not need(isinstance(runs, list) and runs, "runs missing or empty"):
        return
    results_total = fixes_total = 0
    by_rule = {}
    for i, run in enumerate(runs):
        w = f"runs[{i}]"
        driver = run.get("tool", {}).get("driver")
        if not need(isinstance(driver, dict), f"{w}: tool.driver missing"):
            continue
        need(isinstance(driver.get("name"), str) and driver["name"],
             f"{w}: tool.driver.name missing")
        rules = driver.get("rules", [])
        need(isinstance(rules, list), f"{w}: rules is not an array")
        ids = []
        for k, rule in enumerate(rules):
            need(isinstance(rule.get("id"), str), f"{w}.rules[{k}]: no id")
            ids.append(rule.get("id"))
        need(len(set(ids)) == len(ids), f"{w}: duplicate rule ids")
        for k, inv in enumerate(run.get("invocations", [])):
            need(isinstance(inv.get("executionSuccessful"), bool),
                 f"{w}.invocations[{k}]: executionSuccessful missing")
        results = run.get("results")
        if not need(isinstance(results, list), f"{w}: results missing"):
            continue
        for j, res in enumerate(results):
            rw = f"{w}.results[{j}]"
            check_message(res.get("message"), rw)
            rid = res.get("ruleId")
            need(rid in ids, f"{rw}: ruleId {rid!r} not among the rules")
            if "ruleIndex" in res:
                need(is_int(res["ruleIndex"], 0)
                     and res["ruleIndex"] < len(ids)
                     and ids[res["ruleIndex"]] == rid,
                     f"{rw}: ruleIndex does not name ruleId")
            need(res.get("level", "warning") in
                 ("none", "note", "warning", "error"), f"{rw}: bad level")
            locs = res.get("locations")
            if need(isinstance(locs, list) and len(locs) == 1,
                    f"{rw}: not exactly one location"):
                check_physical(locs[0].get("physicalLocation"), rw)
                for ll in locs[0].get("logicalLocations", []):
                    need(isinstance(ll.get("name"), str), f"{rw}: logical "
                         "location without a name")
            related = res.get("relatedLocations", [])
            need(len(related) >= args.related_min,
                 f"{rw}: fewer than {args.related_min} related locations")
            rel_ids = [r.get("id") for r in related]
            need(len(set(rel_ids)) == len(rel_ids), f"{rw}: related ids repeat")
            for k, rel in enumerate(related):
                need(is_int(rel.get("id"), 0), f"{rw}.related[{k}]: bad id")
                check_message(rel.get("message"), f"{rw}.related[{k}]")
                check_physical(rel.get("physicalLocation"),
                               f"{rw}.related[{k}]")
            for k, fix in enumerate(res.get("fixes", [])):
                fw = f"{rw}.fixes[{k}]"
                changes = fix.get("artifactChanges")
                if not need(isinstance(changes, list) and changes,
                            f"{fw}: artifactChanges missing"):
                    continue
                for ch in changes:
                    check_artifact(ch.get("artifactLocation"), fw)
                    reps = ch.get("replacements")
                    if need(isinstance(reps, list) and reps,
                            f"{fw}: replacements missing"):
                        for rep in reps:
                            check_region(rep.get("deletedRegion"), fw)
                            ins = rep.get("insertedContent", {})
                            need(isinstance(ins.get("text"), str),
                                 f"{fw}: insertedContent.text missing")
                            fixes_total += 1
            results_total += 1
            by_rule[rid] = by_rule.get(rid, 0) + 1
    if args.results is not None:
        need(results_total == args.results,
             f"{results_total} results, expected {args.results}")
    if args.fixes is not None:
        need(fixes_total == args.fixes,
             f"{fixes_total} fixes, expected {args.fixes}")
    for spec in args.rule:
        rid, n = spec.split("=")
        need(by_rule.get(rid, 0) == int(n),
             f"{by_rule.get(rid, 0)} results of {rid}, expected {n}")
    if args.units is not None:
        units = [r.get("properties", {}).get("units") for r in
                 runs[0].get("results", [])]
        need(args.units in units, f"no result seen in {args.units} units "
             f"(units: {units})")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--results", type=int)
    ap.add_argument("--fixes", type=int)
    ap.add_argument("--rule", action="append", default=[])
    ap.add_argument("--related-min", type=int, default=0)
    ap.add_argument("--units", type=int)
    args = ap.parse_args()
    try:
        with open(args.file, encoding="utf-8") as fd:
            log = json.load(fd)
    except (OSError, ValueError) as e:
        print(f"{args.file}: {e}")
        return 1
    check_log(log, args)
    for p in problems:
        print(f"{args.file}: {p}")
    if not problems:
        print("ok")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
