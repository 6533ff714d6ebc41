#!/usr/bin/env python3
# nospec-report - merge the plugin's per-file SARIF logs into one, compare
# it with a baseline, apply suppressions, and write a static HTML report.
#
#   nospec-report [-o OUTDIR] [--baseline OLD.sarif] [--suppress FILE]
#                 [--fail-on-new] [--codequality FILE] [--title TEXT]
#                 SARIF-FILE-OR-DIR-OR-LOG...
#
# Reads every *.sarif given (directories: the *.sarif inside) and every
# other file as a build log that holds the lines report=- writes on
# standard error ("[nospec-sarif] NAME K/N TEXT": a build's stderr saved
# through ccache or distcc), keeps each source access once (a load in a
# header is seen by every file including it: same place, rule, object and
# index), and writes OUTDIR/nospec.sarif (SARIF 2.1.0, one run) and
# OUTDIR/index.html (self-contained: sites by file and function, source
# excerpts with the load and its checks marked, the taint source, the
# bound, the proposed fix, counts by kind, a table sortable by any column
# and filtered by state).  Prints one summary line.  Used by nospec-scan;
# only the Python 3 standard library.
#
# Every result carries the plugin's fingerprint (partialFingerprints
# "nospec/v1": function, object, index, checks; no line numbers).
#   --baseline OLD.sarif  an earlier nospec.sarif: each result gets a
#                         baselineState, "new" or "unchanged" (same
#                         fingerprint); a result of OLD not found now is
#                         added as "absent" (kind "pass", level "none");
#                         the summary says "N new"
#   --suppress FILE       reviewed results (the plugin's format: KEY # WHY,
#                         KEY a fingerprint or FILE:FUNCTION:INDEX): a
#                         matching result gets "suppressions" and is not
#                         counted as new; an entry that matches no result
#                         is reported as stale
#   --fail-on-new         exit status 1 when a result is new (and not
#                         suppressed)
#   --codequality FILE    also a GitLab code quality report (JSON)
# Exit status: 0; 1 new results with --fail-on-new; 2 bad input (a
# malformed baseline or suppressions file: named with its line).

import argparse
import glob
import html
import json
import os
import sys
import urllib.parse
import urllib.request

ME = "nospec-report"


def uri_path(uri):
    """The local path of a file: URI."""
    if uri.startswith("file://"):
        return urllib.request.url2pathname(urllib.parse.urlparse(uri).path)
    return uri


class InputError(Exception):
    """Bad input: the message names the file (and line)."""


PIECE = "[nospec-sarif] "


def logs_from_stream(path, lines):
    """The SARIF logs report=- wrote into LINES (a build log), by unit
    name: the last complete one of each."""
    done = {}
    parts = {}
    for n, line in enumerate(lines, 1):
        at = line.find(PIECE)
        if at < 0:
            continue
        fields = line[at + len(PIECE):].rstrip("\n").split(" ", 2)
        try:
            name, seq, text = fields[0], fields[1], fields[2]
            k, total = (int(x) for x in seq.split("/"))
        except (IndexError, ValueError):
            raise InputError(f"{path}:{n}: a broken {PIECE.strip()} line")
        if k == 1:
            parts[name] = []
        if name not in parts or len(parts[name]) != k - 1:
            raise InputError(f"{path}:{n}: piece {k}/{total} of {name} "
                             f"out of order")
        parts[name].append(text)
        if k == total:
            text = "".join(parts.pop(name))
            try:
                done[name] = json.loads(text)
            except ValueError as e:
                raise InputError(f"{path}:{n}: the report of {name} is not "
                                 f"JSON: {e}")
    return done


def load_logs(paths):
    """The logs of PATHS: *.sarif files, and the units of build logs (for
    a unit compiled more than once, the log of the newest file wins: the
    last compile of a --facts scan).  Returns the logs, and the units of
    the build logs by name."""
    files = []
    for p in paths:
        if os.path.isdir(p):
            found = [f for f in glob.glob(os.path.join(p, "*"))
                     if f.endswith((".sarif", ".log"))
                     and os.path.isfile(f)]
            # Oldest first, so that a later compile replaces an earlier.
            found.sort(key=lambda f: (os.path.getmtime(f), f))
            files.extend(found)
        else:
            files.append(p)
    logs = []
    units = {}
    for f in files:
        try:
            with open(f, encoding="utf-8", errors="replace") as fd:
                if f.endswith(".sarif"):
                    logs.append(json.load(fd))
                else:
                    units.update(logs_from_stream(f, fd))
        except ValueError as e:
            raise InputError(f"{f}:{getattr(e, 'lineno', 1)}: {e}")
        except OSError as e:
            raise InputError(f"{f}: {e.strerror}")
    logs.extend(units[k] for k in sorted(units))
    return logs, units


# ---- Texts and fingerprints (as plugin/triage.cc) ----

def ident_char(c):
    return c.isalnum() or c in "_$"


def compact_text(text):
    """TEXT without white space, but for one blank between two characters
    of identifiers or numbers."""
    out = []
    blank = False
    for c in text or "":
        if c.isspace():
            blank = True
            continue
        if blank and out and ident_char(out[-1]) and ident_char(c):
            out.append(" ")
        blank = False
        out.append(c)
    return "".join(out)


def fingerprint(result):
    return result.get("partialFingerprints", {}).get("nospec/v1")


# ---- Suppressions (the format of plugin/triage.cc) ----

class Suppression:
    def __init__(self, path, line, key, reason):
        self.path, self.line, self.key, self.reason = path, line, key, reason
        self.fingerprint = None
        self.file = self.function = self.index = None
        self.used = 0


def split_key(key):
    """FILE:FUNCTION:INDEX, FUNCTION ending at the first colon that is not
    part of a C++ "::"; None when KEY is not of that form."""
    colon = key.find(":")
    if colon <= 0:
        return None
    rest = key[colon + 1:]
    k = 0
    while k < len(rest):
        if rest[k] == ":":
            if k + 1 < len(rest) and rest[k + 1] == ":":
                k += 2
                continue
            if k == 0 or rest[k - 1] != ":":
                break
        k += 1
    if k >= len(rest) - 1 or k == 0 or rest[k] != ":":
        return None
    index = compact_text(rest[k + 1:])
    if not index:
        return None
    return key[:colon], rest[:k], index


def load_suppressions(path):
    entries = []
    try:
        with open(path, encoding="utf-8", errors="replace") as fd:
            text = fd.read().split("\n")
    except OSError as e:
        raise InputError(f"cannot read the suppressions file {path}: "
                         f"{e.strerror}")
    if text and text[-1] == "":
        text.pop()
    for n, raw in enumerate(text, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        hash_at = -1
        for k in range(1, len(line)):
            if line[k] == "#" and line[k - 1].isspace():
                hash_at = k
                break
        key = (line[:hash_at] if hash_at >= 0 else line).strip()
        reason = line[hash_at + 1:].strip() if hash_at >= 0 else ""
        if not reason:
            raise InputError(f"{path}:{n}: a suppression needs a reason: "
                             f"'{key} # WHY IT IS NOT A GADGET'")
        e = Suppression(path, n, key, reason)
        if len(key) == 16 and all(c in "0123456789abcdefABCDEF"
                                  for c in key):
            e.fingerprint = key.lower()
        else:
            parts = split_key(key)
            if not parts:
                raise InputError(f"{path}:{n}: '{key}' is neither a "
                                 f"fingerprint (16 hex digits) nor "
                                 f"FILE:FUNCTION:INDEX")
            e.file, e.function, e.index = parts
        entries.append(e)
    return entries


def file_matches(entry, path):
    if entry in (path, os.path.basename(path)):
        return True
    return path.endswith(entry) and (entry.startswith("/")
                                     or path[-len(entry) - 1] == "/")


def entry_matches(e, result):
    if e.fingerprint:
        return fingerprint(result) == e.fingerprint
    p = result.get("properties", {})
    if p.get("function") != e.function or \
            compact_text(p.get("index", "")) != e.index:
        return False
    return file_matches(e.file, uri_path(site_key(result)[0]))


def apply_suppressions(results, entries):
    """Mark the results ENTRIES match (a result the plugin suppressed
    already keeps its own entry); return the stale entries."""
    for r in results:
        for e in entries:
            if entry_matches(e, r):
                e.used += 1
                if "suppressions" not in r:
                    r["suppressions"] = [{
                        "kind": "external", "status": "accepted",
                        "justification": e.reason,
                        "location": {"physicalLocation": {
                            "artifactLocation": {
                                "uri": "file://" + urllib.request.pathname2url(
                                    os.path.abspath(e.path))},
                            "region": {"startLine": e.line}}}}]
    return [e for e in entries if not e.used]


# ---- Baselines ----

def parse_with_positions(text):
    """The JSON TEXT, and the offset of each object in it (by id)."""
    where = {}
    dec = json.JSONDecoder()

    def parse_object(s_and_end, *args):
        obj, end = json.decoder.JSONObject(s_and_end, *args)
        where[id(obj)] = s_and_end[1] - 1
        return obj, end

    dec.parse_object = parse_object
    dec.scan_once = json.scanner.py_make_scanner(dec)
    return dec.decode(text), where


def load_baseline(path):
    """The fingerprints of PATH's results, and the results themselves."""
    try:
        with open(path, encoding="utf-8") as fd:
            text = fd.read()
    except OSError as e:
        raise InputError(f"cannot read the baseline {path}: {e.strerror}")
    try:
        log = json.loads(text)
    except ValueError as e:
        raise InputError(f"{path}:{getattr(e, 'lineno', 1)}: not a SARIF "
                         f"log: {getattr(e, 'msg', e)}")
    log, where = parse_with_positions(text)

    def line_of(obj):
        return text.count("\n", 0, where.get(id(obj), 0)) + 1

    if not isinstance(log, dict) or not isinstance(log.get("runs"), list) \
            or not log["runs"]:
        raise InputError(f"{path}:1: not a SARIF log (no runs)")
    results = []
    for run in log["runs"]:
        if not isinstance(run, dict) or not isinstance(run.get("results"),
                                                       list):
            raise InputError(f"{path}:{line_of(run)}: a run without "
                             f"results")
        for r in run["results"]:
            if not isinstance(r, dict):
                raise InputError(f"{path}:{line_of(run)}: a result that is "
                                 f"not an object")
            if r.get("baselineState") == "absent":
                continue
            fp = fingerprint(r) if isinstance(
                r.get("partialFingerprints"), dict) else None
            if not isinstance(fp, str) or len(fp) != 16:
                raise InputError(f"{path}:{line_of(r)}: a result without a "
                                 f"nospec/v1 fingerprint (a report of an "
                                 f"older nospec, or of another tool: make "
                                 f"a new baseline)")
            try:
                site_key(r)
            except (KeyError, IndexError, TypeError):
                raise InputError(f"{path}:{line_of(r)}: a result without a "
                                 f"location")
            results.append(r)
    return results


def compare(results, baseline):
    """Set baselineState on RESULTS; return the absent results."""
    old = {fingerprint(r): r for r in baseline}
    now = set()
    for r in results:
        fp = fingerprint(r)
        now.add(fp)
        r["baselineState"] = "unchanged" if fp in old else "new"
    absent = []
    for fp, r in old.items():
        if fp in now:
            continue
        r = json.loads(json.dumps(r))
        r["baselineState"] = "absent"
        r["kind"] = "pass"
        r["level"] = "none"
        r.pop("suppressions", None)
        absent.append(r)
    return absent


def state_of(r):
    """The state the report shows: suppressed, else the baseline's."""
    if r.get("suppressions"):
        return "suppressed"
    return r.get("baselineState", "current")


STATE_ORDER = {"new": 0, "current": 1, "unchanged": 2, "suppressed": 3,
               "absent": 4}


def site_key(result):
    loc = result["locations"][0]["physicalLocation"]
    region = loc.get("region", {})
    return (loc["artifactLocation"]["uri"], region.get("startLine", 0),
            region.get("startColumn", 0), result["ruleId"])


def access_key(result):
    """One source access: its place and rule, and what it reads (two
    loads of one macro expansion share a place)."""
    p = result.get("properties", {})
    return site_key(result) + (p.get("object", ""), p.get("index", ""))


def merge(logs):
    rules = {}
    driver = None
    merged = {}
    units = 0
    for log in logs:
        for run in log.get("runs", []):
            units += 1
            d = run["tool"]["driver"]
            if driver is None:
                driver = {k: v for k, v in d.items() if k != "rules"}
            for r in d.get("rules", []):
                rules.setdefault(r["id"], r)
            for res in run.get("results", []):
                key = access_key(res)
                old = merged.get(key)
                if old is None:
                    res = json.loads(json.dumps(res))
                    res.setdefault("properties", {})["units"] = 1
                    merged[key] = res
                    continue
                # The same fingerprint whatever the order of the units.
                fp = fingerprint(res)
                if fp and (not fingerprint(old) or fp < fingerprint(old)):
                    old["partialFingerprints"] = res["partialFingerprints"]
                if "suppressions" in res and "suppressions" not in old:
                    old["suppressions"] = res["suppressions"]
                props = old["properties"]
                props["units"] += 1
                for c in res.get("properties", {}).get("inlinedInto", []):
                    if c not in props.setdefault("inlinedInto", []):
                        props["inlinedInto"].append(c)
                for c in res.get("properties", {}).get("inlinedAt", []):
                    if c not in props.setdefault("inlinedAt", []):
                        props["inlinedAt"].append(c)
                have = {(r["physicalLocation"]["artifactLocation"]["uri"],
                         r["physicalLocation"]["region"].get("startLine"))
                        for r in old.get("relatedLocations", [])}
                for rel in res.get("relatedLocations", []):
                    pl = rel["physicalLocation"]
                    key = (pl["artifactLocation"]["uri"],
                           pl["region"].get("startLine"))
                    if key not in have:
                        have.add(key)
                        rels = old.setdefault("relatedLocations", [])
                        rels.append(dict(rel, id=len(rels)))
                if "fixes" not in old and "fixes" in res:
                    old["fixes"] = res["fixes"]
    rule_list = sorted(rules.values(), key=lambda r: r["id"])
    index = {r["id"]: i for i, r in enumerate(rule_list)}
    results = sorted(merged.values(), key=lambda r: access_key(r))
    for r in results:
        r["ruleIndex"] = index[r["ruleId"]]
    distinct_fingerprints(results)
    if driver is None:
        driver = {"name": "nospec"}
    driver = dict(driver, rules=rule_list)
    sarif = {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": driver},
            "invocations": [{"executionSuccessful": True,
                             "properties": {"translationUnits": units}}],
            "results": results,
        }],
    }
    return sarif, results, units


def distinct_fingerprints(results):
    """Two files of one name with the same function and gadget (the
    fingerprint has the file's name, not its directory) would share a
    fingerprint: the later ones get one from their path too."""
    seen = {}
    for r in results:
        fp = fingerprint(r)
        if not fp:
            continue
        if fp in seen and seen[fp] != site_key(r)[0]:
            h = 0xcbf29ce484222325
            for b in (fp + "\0" + uri_path(site_key(r)[0])).encode():
                h = ((h ^ b) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
            fp = f"{h:016x}"
            r["partialFingerprints"]["nospec/v1"] = fp
        seen.setdefault(fp, site_key(r)[0])


def read_lines(path, cache={}):
    if path not in cache:
        try:
            with open(path, encoding="utf-8", errors="replace") as fd:
                cache[path] = fd.read().split("\n")
        except OSError:
            cache[path] = None
    return cache[path]


def excerpt(path, marks, context=2):
    """HTML of the lines around MARKS ({line: css class}) of PATH."""
    lines = read_lines(path)
    if not lines:
        return "<p class=nosrc>source not available</p>"
    wanted = set()
    for ln in marks:
        for k in range(ln - context, ln + context + 1):
            if 1 <= k <= len(lines):
                wanted.add(k)
    out = ["<pre class=src>"]
    prev = None
    for k in sorted(wanted):
        if prev is not None and k != prev + 1:
            out.append('<span class=gap>   \u22ee</span>')
        cls = marks.get(k, "")
        out.append(f'<span class="ln {cls}"><span class=num>{k:5d}</span> '
                   f'{html.escape(lines[k - 1])}</span>')
        prev = k
    out.append("</pre>")
    return "".join(out)


CSS = """
body { font: 14px/1.4 sans-serif; margin: 1.5em; color: #222; }
h1 { font-size: 1.4em; } h2 { font-size: 1.15em; margin-top: 2em; }
h3 { font-size: 1em; font-family: monospace; }
table { border-collapse: collapse; margin: .5em 0; }
th, td { border: 1px solid #ccc; padding: 2px 8px; text-align: left; }
th { background: #eee; cursor: pointer; }
td.n { text-align: right; }
.site { border: 1px solid #ccc; border-radius: 4px; padding: .5em 1em;
        margin: .8em 0; }
.msg { font-weight: bold; }
pre.src { background: #f8f8f8; padding: .3em; overflow-x: auto; }
.ln { display: block; } .num { color: #888; }
.load { background: #ffd7d7; } .check { background: #d7e8ff; }
.both { background: #e8d7ff; }
code.fix { background: #e6ffe6; padding: 1px 4px; }
.kind { font-family: monospace; color: #555; }
.gap { color: #aaa; display: block; }
.state { font: bold 12px sans-serif; padding: 1px 6px; border-radius: 8px;
         white-space: nowrap; }
.state-new { background: #c62828; color: #fff; }
.state-unchanged, .state-current { background: #e0e0e0; color: #333; }
.state-suppressed { background: #fff3c4; color: #6d5200; }
.state-absent { background: #d8f0d8; color: #1b5e20; }
.site.state-box-new { border-left: 5px solid #c62828; }
.site.state-box-absent { opacity: .75; }
#filters label { margin-right: 1.2em; }
.hidden { display: none; }
"""

JS = """
function sortTable(th) {
  var table = th.closest('table'), body = table.tBodies[0];
  var col = Array.prototype.indexOf.call(th.parentNode.children, th);
  var asc = th.dataset.asc !== '1'; th.dataset.asc = asc ? '1' : '0';
  var rows = Array.prototype.slice.call(body.rows);
  rows.sort(function (a, b) {
    var x = a.cells[col].dataset.v || a.cells[col].textContent;
    var y = b.cells[col].dataset.v || b.cells[col].textContent;
    var nx = parseFloat(x), ny = parseFloat(y);
    var c = (!isNaN(nx) && !isNaN(ny)) ? nx - ny : x.localeCompare(y);
    return asc ? c : -c;
  });
  rows.forEach(function (r) { body.appendChild(r); });
}
// Show the results whose state is ticked; count what is shown.
function applyFilter() {
  var show = {};
  document.querySelectorAll('#filters input').forEach(function (box) {
    show[box.value] = box.checked;
  });
  var shown = 0;
  document.querySelectorAll('[data-state]').forEach(function (el) {
    var on = show[el.dataset.state] !== false;
    el.classList.toggle('hidden', !on);
    if (on && el.tagName === 'TR') shown++;
  });
  var out = document.getElementById('shown');
  if (out) out.textContent = shown;
}
// report.html#sort=ID:COLUMN[:desc] opens the report sorted, and
// #state=new,unchanged filtered (links, tests); both: #sort=...&state=...
window.addEventListener('load', function () {
  var hash = location.hash.replace(/^#/, '');
  hash.split('&').forEach(function (part) {
    var m = /^sort=(\w+):(\d+)(:desc)?$/.exec(part);
    if (m) {
      var th = document.querySelectorAll('#' + m[1] + ' th')[+m[2]];
      if (th) { sortTable(th); if (m[3]) sortTable(th); }
    }
    m = /^state=([\w,]+)$/.exec(part);
    if (m) {
      var want = m[1].split(',');
      document.querySelectorAll('#filters input').forEach(function (box) {
        box.checked = want.indexOf(box.value) >= 0;
      });
    }
  });
  applyFilter();
});
"""

STATE_TEXT = {
    "new": "not in the baseline",
    "unchanged": "in the baseline too",
    "suppressed": "reviewed: suppressed",
    "absent": "in the baseline, gone now",
    "current": "",
}


def short(path, root):
    try:
        rel = os.path.relpath(path, root)
        return path if rel.startswith("..") else rel
    except ValueError:
        return path


def state_badge(state):
    return f"<span class='state state-{state}'>{state}</span>"


def write_html(path, results, units, title, root, counts, stale):
    e = html.escape
    by_kind = {}
    for r in results:
        if state_of(r) != "absent":
            by_kind[r["ruleId"]] = by_kind.get(r["ruleId"], 0) + 1
    current = [r for r in results if state_of(r) != "absent"]
    fixes = sum(1 for r in current if "fixes" in r)
    states = sorted({state_of(r) for r in results},
                    key=lambda s: STATE_ORDER[s])
    out = [f"<!DOCTYPE html>\n<html><head><meta charset=utf-8>"
           f"<title>{e(title)}</title><style>{CSS}</style>"
           f"<script>{JS}</script></head><body>",
           f"<h1>{e(title)}</h1>",
           f"<p id=summary>{len(current)} site(s) in "
           f"{len({site_key(r)[0] for r in current})} file(s), "
           f"{fixes} with a proposed fix; {units} translation unit(s) "
           f"analyzed.</p>"]
    if counts:
        out.append("<p id=states>" + ", ".join(
            f"{state_badge(k)} {n}" for k, n in counts) + "</p>")
    for entry in stale:
        out.append(f"<p class=stale>stale suppression: {e(entry.path)}:"
                   f"{entry.line}: <code>{e(entry.key)}</code> matches no "
                   f"result</p>")
    out.append("<table id=kinds><thead><tr><th onclick='sortTable(this)'>"
               "kind</th><th onclick='sortTable(this)'>sites</th></tr>"
               "</thead><tbody>")
    for k in sorted(by_kind):
        out.append(f"<tr><td class=kind>{e(k)}</td><td class=n>{by_kind[k]}"
                   f"</td></tr>")
    out.append("</tbody></table>")

    out.append("<h2>All sites</h2>")
    if len(states) > 1 or states == ["new"]:
        out.append("<p id=filters>show: ")
        for st in states:
            out.append(f"<label><input type=checkbox value={st} checked "
                       f"onchange='applyFilter()'> {state_badge(st)} "
                       f"{e(STATE_TEXT[st])}</label>")
        out.append(" (<span id=shown></span> shown)</p>")
    out.append("<table id=sites><thead><tr>")
    for h in ("file", "line", "function", "kind", "index", "bound", "fix",
              "state", "fingerprint"):
        out.append(f"<th onclick='sortTable(this)'>{h}</th>")
    out.append("</tr></thead><tbody>")
    for n, r in enumerate(results):
        uri, line, col, rule = site_key(r)
        p = r.get("properties", {})
        st = state_of(r)
        out.append(
            f"<tr data-state={st}><td><a href='#site{n}'>"
            f"{e(short(uri_path(uri), root))}</a>"
            f"</td><td class=n>{line}</td><td>{e(p.get('function', ''))}</td>"
            f"<td class=kind>{e(rule)}</td><td><code>{e(p.get('index', ''))}"
            f"</code></td><td><code>{e(p.get('bound', ''))}</code></td>"
            f"<td>{'yes' if 'fixes' in r else ''}</td>"
            f"<td data-v={STATE_ORDER[st]}>{state_badge(st)}</td>"
            f"<td><code>{e(fingerprint(r) or '')}</code></td></tr>")
    out.append("</tbody></table>")

    # The details in the table's order (new first), under a heading per
    # state when there are several, then per file and function.
    last_state = last_uri = last_fn = None
    for n, r in enumerate(results):
        uri, line = site_key(r)[:2]
        st = state_of(r)
        fn = r.get("properties", {}).get("function", "?")
        src = uri_path(uri)
        if st != last_state and len(states) > 1:
            out.append(f"<h2 data-state={st}>{state_badge(st)} "
                       f"{e(STATE_TEXT[st])}</h2>")
            last_uri = last_fn = None
        last_state = st
        if uri != last_uri:
            out.append(f"<h2 class=file data-state={st}>"
                       f"{e(short(src, root))}</h2>")
            last_fn = None
        if fn != last_fn:
            out.append(f"<h3 data-state={st}>{e(fn)}</h3>")
        last_uri, last_fn = uri, fn
        out.append(site_html(n, r, st, root))
    out.append("</body></html>\n")
    with open(path, "w", encoding="utf-8") as fd:
        fd.write("".join(out))


def site_html(n, r, st, root):
    e = html.escape
    uri, line = site_key(r)[:2]
    src = uri_path(uri)
    p = r.get("properties", {})
    marks = {line: "load"}
    same = []
    for acc in p.get("sameElementAt", []):
        al = acc.get("startLine", 0)
        if uri_path(acc.get("uri", "")) == src:
            marks.setdefault(al, "load")
            same.append((al, acc.get("access", "load")))
    checks = []
    for rel in r.get("relatedLocations", []):
        pl = rel["physicalLocation"]
        cl = pl.get("region", {}).get("startLine", 0)
        cpath = uri_path(pl["artifactLocation"]["uri"])
        checks.append((cpath, cl, rel["message"]["text"]))
        if cpath == src:
            marks[cl] = "both" if cl == line else "check"
    out = [f"<div class='site state-box-{st}' id=site{n} data-state={st}>"
           f"<div class=msg>{state_badge(st)} {e(r['message']['text'])}"
           f"</div><div class=kind>{e(r['ruleId'])} at line {line}; "
           f"fingerprint {e(fingerprint(r) or '?')}</div>"]
    if st == "absent":
        out.append("<p>Found by the baseline's scan, not by this one: the "
                   "code changed, or its file was not compiled this "
                   "time.</p></div>")
        return "".join(out)
    out.append(excerpt(src, marks))
    out.append("<ul>")
    for sup in r.get("suppressions", []):
        loc = sup.get("location", {}).get("physicalLocation", {})
        where = uri_path(loc.get("artifactLocation", {}).get("uri", ""))
        sl = loc.get("region", {}).get("startLine", "")
        out.append(f"<li>suppressed ({e(sup.get('kind', ''))}, "
                   f"{e(short(where, root))}:{sl}): "
                   f"{e(sup.get('justification', ''))}</li>")
    for cpath, cl, text in checks:
        where = "" if cpath == src else f"{e(short(cpath, root))}:"
        out.append(f"<li>guard: {e(text)} ({where}line {cl})</li>")
        if cpath != src:
            out.append("<li>" + excerpt(cpath, {cl: "check"}, 1) + "</li>")
    for al, what in same:
        out.append(f"<li>the same element, index and checks: "
                   f"also {'stored' if what == 'store' else 'loaded'}"
                   f" at line {al}</li>")
    if p.get("macro"):
        out.append(f"<li>written in the macro <code>{e(p['macro'])}</code>"
                   f"</li>")
    if p.get("taintSource"):
        out.append(f"<li>taint source: {e(p['taintSource'])}</li>")
    if p.get("bound"):
        out.append(f"<li>bound: <code>{e(p['bound'])}</code></li>")
    if p.get("inlinedInto"):
        out.append("<li>inlined into: " + ", ".join(
            f"<code>{e(c)}</code>" for c in p["inlinedInto"]) + "</li>")
    for fix in r.get("fixes", []):
        for ch in fix.get("artifactChanges", []):
            for rep in ch.get("replacements", []):
                text = rep["insertedContent"]["text"]
                out.append(f"<li>proposed fix: <code class=fix>"
                           f"{e(text)}</code> (and "
                           f"<code>#include &lt;nospec.h&gt;"
                           f"</code>)</li>")
    if "fixes" not in r:
        out.append("<li>no automatic fix (the check is in "
                   "another function, signed, or not on the "
                   "index itself): clamp the index with "
                   "<code>array_index_nospec</code> by hand, "
                   "see nospec(7)</li>")
    if st != "suppressed":
        out.append(f"<li>not a gadget? add <code>{e(fingerprint(r) or '')}"
                   f" # WHY</code> to the suppressions file, or a comment "
                   f"<code>nospec-suppress: WHY</code> on its line</li>")
    out.append("</ul></div>")
    return "".join(out)


def codequality(results, root):
    """GitLab's code quality report: one issue per result shown as a
    finding (not suppressed, not absent)."""
    issues = []
    for r in results:
        if state_of(r) in ("suppressed", "absent"):
            continue
        uri, line = site_key(r)[:2]
        issues.append({
            "description": r["message"]["text"],
            "check_name": r["ruleId"],
            "fingerprint": fingerprint(r) or "",
            "severity": "major" if state_of(r) == "new" else "minor",
            "location": {"path": short(uri_path(uri), root),
                         "lines": {"begin": line}}})
    return issues


def main():
    ap = argparse.ArgumentParser(prog=ME, description="merge nospec SARIF "
                                 "logs; write nospec.sarif and index.html")
    ap.add_argument("-o", "--output", default="nospec-report",
                    help="output directory")
    ap.add_argument("--title", default="nospec audit report")
    ap.add_argument("--root", default=os.getcwd(),
                    help="paths are shown relative to this directory")
    ap.add_argument("--baseline", metavar="OLD.sarif",
                    help="mark results new, unchanged or absent")
    ap.add_argument("--suppress", metavar="FILE", action="append",
                    default=[], help="reviewed results (KEY # WHY lines)")
    ap.add_argument("--fail-on-new", action="store_true",
                    help="exit status 1 when a result is new")
    ap.add_argument("--codequality", metavar="FILE",
                    help="also write a GitLab code quality report")
    ap.add_argument("--prefix", default=ME,
                    help="the name the summary line starts with")
    ap.add_argument("--units-out", metavar="DIR",
                    help="write each unit read from a build log as "
                    "DIR/NAME.sarif")
    ap.add_argument("--check-only", action="store_true",
                    help="only read the baseline and suppressions files")
    ap.add_argument("inputs", nargs="*")
    a = ap.parse_args()
    if not a.inputs and not a.check_only:
        ap.error("no SARIF file, directory or build log")
    try:
        entries = []
        for f in a.suppress:
            entries.extend(load_suppressions(f))
        baseline = load_baseline(a.baseline) if a.baseline else None
        if a.check_only:
            return 0
        logs, stream_units = load_logs(a.inputs)
    except InputError as e:
        print(f"{a.prefix}: error: {e}", file=sys.stderr)
        return 2
    if a.units_out:
        try:
            os.makedirs(a.units_out, exist_ok=True)
            for name, log in stream_units.items():
                with open(os.path.join(a.units_out, os.path.basename(name)),
                          "w", encoding="utf-8") as fd:
                    json.dump(log, fd, indent=1)
                    fd.write("\n")
        except OSError as e:
            print(f"{a.prefix}: error: cannot write {a.units_out}: {e}",
                  file=sys.stderr)
            return 2
    sarif, results, units = merge(logs)
    if entries:
        # The files given here are the truth: a cached compile (ccache)
        # may carry the plugin's marks of an older suppressions file.
        for r in results:
            kept = [s for s in r.get("suppressions", [])
                    if s.get("kind") != "external"]
            if kept:
                r["suppressions"] = kept
            else:
                r.pop("suppressions", None)
    stale = apply_suppressions(results, entries)
    # --fail-on-new without a baseline: every result is new.
    if baseline is None and a.fail_on_new:
        baseline = []
    absent = compare(results, baseline) if baseline is not None else []
    results.sort(key=lambda r: (STATE_ORDER[state_of(r)], access_key(r)))
    absent.sort(key=access_key)
    run = sarif["runs"][0]
    run["results"] = results + absent
    if a.baseline:
        run.setdefault("properties", {})["baseline"] = os.path.abspath(
            a.baseline)
    new = sum(1 for r in results if state_of(r) == "new")
    suppressed = sum(1 for r in results if state_of(r) == "suppressed")
    counts = []
    if baseline is not None:
        counts = [("new", new),
                  ("unchanged", sum(1 for r in results
                                    if state_of(r) == "unchanged")),
                  ("absent", len(absent))]
    if entries or suppressed:
        counts.append(("suppressed", suppressed))
    try:
        os.makedirs(a.output, exist_ok=True)
        with open(os.path.join(a.output, "nospec.sarif"), "w",
                  encoding="utf-8") as fd:
            json.dump(sarif, fd, indent=1)
            fd.write("\n")
        write_html(os.path.join(a.output, "index.html"), results + absent,
                   units, a.title, a.root, counts, stale)
        if a.codequality:
            with open(a.codequality, "w", encoding="utf-8") as fd:
                json.dump(codequality(results, a.root), fd, indent=1)
                fd.write("\n")
    except OSError as e:
        print(f"{a.prefix}: error: cannot write the report: {e}",
              file=sys.stderr)
        return 2
    for entry in stale:
        print(f"{a.prefix}: {entry.path}:{entry.line}: warning: stale "
              f"suppression: '{entry.key}' matches no result",
              file=sys.stderr)
    nfiles = len({site_key(r)[0] for r in results})
    fixes = sum(1 for r in results if "fixes" in r)
    states = "".join(f", {n} {k}" for k, n in counts)
    print(f"{a.prefix}: {len(results)} site(s) in {nfiles} file(s), "
          f"{fixes} with a fix, from {units} translation unit(s){states}; "
          f"report: {os.path.join(a.output, 'index.html')}")
    return 1 if a.fail_on_new and new else 0


if __name__ == "__main__":
    sys.exit(main())
