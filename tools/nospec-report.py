#!/usr/bin/env python3
# nospec-report - merge the plugin's per-file SARIF logs into one, and
# write a static HTML report.
#
#   nospec-report [-o OUTDIR] [--title TEXT] SARIF-FILE-OR-DIR...
#
# Reads every *.sarif given (directories: the *.sarif inside), keeps each
# source load once (a load in a header is seen by every file including
# it: same file, line, column and rule), and writes OUTDIR/nospec.sarif
# (SARIF 2.1.0, one run) and OUTDIR/index.html (self-contained: sites by
# file and function, source excerpts with the load and its checks marked,
# the taint source, the bound, the proposed fix, counts by kind, a table
# sortable by any column).  Prints one summary line.  Used by nospec-scan;
# only the Python 3 standard library.

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


def load_logs(paths):
    files = []
    for p in paths:
        if os.path.isdir(p):
            files.extend(sorted(glob.glob(os.path.join(p, "*.sarif"))))
        else:
            files.append(p)
    logs = []
    for f in files:
        try:
            with open(f, encoding="utf-8") as fd:
                logs.append(json.load(fd))
        except (OSError, ValueError) as e:
            sys.exit(f"{ME}: error: {f}: {e}")
    return files, logs


def site_key(result):
    loc = result["locations"][0]["physicalLocation"]
    region = loc.get("region", {})
    return (loc["artifactLocation"]["uri"], region.get("startLine", 0),
            region.get("startColumn", 0), result["ruleId"])


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
                key = site_key(res)
                old = merged.get(key)
                if old is None:
                    res = json.loads(json.dumps(res))
                    res.setdefault("properties", {})["units"] = 1
                    merged[key] = res
                    continue
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
    results = sorted(merged.values(), key=lambda r: site_key(r))
    for r in results:
        r["ruleIndex"] = index[r["ruleId"]]
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
// report.html#sort=ID:COLUMN[:desc] opens the report sorted (links, tests)
window.addEventListener('load', function () {
  var m = /^#sort=(\w+):(\d+)(:desc)?$/.exec(location.hash);
  if (!m) return;
  var th = document.querySelectorAll('#' + m[1] + ' th')[+m[2]];
  if (!th) return;
  sortTable(th);
  if (m[3]) sortTable(th);
});
"""


def short(path, root):
    try:
        rel = os.path.relpath(path, root)
        return path if rel.startswith("..") else rel
    except ValueError:
        return path


def write_html(path, results, units, title, root):
    e = html.escape
    by_kind = {}
    for r in results:
        by_kind[r["ruleId"]] = by_kind.get(r["ruleId"], 0) + 1
    fixes = sum(1 for r in results if "fixes" in r)
    out = [f"<!DOCTYPE html>\n<html><head><meta charset=utf-8>"
           f"<title>{e(title)}</title><style>{CSS}</style>"
           f"<script>{JS}</script></head><body>",
           f"<h1>{e(title)}</h1>",
           f"<p id=summary>{len(results)} site(s) in "
           f"{len({site_key(r)[0] for r in results})} file(s), "
           f"{fixes} with a proposed fix; {units} translation unit(s) "
           f"analyzed.</p>",
           "<table id=kinds><thead><tr><th onclick='sortTable(this)'>kind"
           "</th><th onclick='sortTable(this)'>sites</th></tr></thead><tbody>"]
    for k in sorted(by_kind):
        out.append(f"<tr><td class=kind>{e(k)}</td><td class=n>{by_kind[k]}"
                   f"</td></tr>")
    out.append("</tbody></table>")

    out.append("<h2>All sites</h2><table id=sites><thead><tr>")
    for h in ("file", "line", "function", "kind", "index", "bound", "fix"):
        out.append(f"<th onclick='sortTable(this)'>{h}</th>")
    out.append("</tr></thead><tbody>")
    for n, r in enumerate(results):
        uri, line, col, rule = site_key(r)
        p = r.get("properties", {})
        out.append(
            f"<tr><td><a href='#site{n}'>{e(short(uri_path(uri), root))}</a>"
            f"</td><td class=n>{line}</td><td>{e(p.get('function', ''))}</td>"
            f"<td class=kind>{e(rule)}</td><td><code>{e(p.get('index', ''))}"
            f"</code></td><td><code>{e(p.get('bound', ''))}</code></td>"
            f"<td>{'yes' if 'fixes' in r else ''}</td></tr>")
    out.append("</tbody></table>")

    groups = {}
    for n, r in enumerate(results):
        uri = site_key(r)[0]
        fn = r.get("properties", {}).get("function", "?")
        groups.setdefault(uri, {}).setdefault(fn, []).append((n, r))
    for uri in sorted(groups):
        src = uri_path(uri)
        out.append(f"<h2 class=file>{e(short(src, root))}</h2>")
        for fn in sorted(groups[uri]):
            out.append(f"<h3>{e(fn)}</h3>")
            for n, r in groups[uri][fn]:
                line = site_key(r)[1]
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
                out.append(f"<div class=site id=site{n}>"
                           f"<div class=msg>{e(r['message']['text'])}</div>"
                           f"<div class=kind>{e(r['ruleId'])} at line {line}"
                           f"</div>")
                out.append(excerpt(src, marks))
                out.append("<ul>")
                for cpath, cl, text in checks:
                    where = "" if cpath == src else f"{e(short(cpath, root))}:"
                    out.append(f"<li>guard: {e(text)} ({where}line {cl})</li>")
                    if cpath != src:
                        out.append("<li>" + excerpt(cpath, {cl: "check"}, 1)
                                   + "</li>")
                for al, what in same:
                    out.append(f"<li>the same element, index and checks: "
                               f"also {'stored' if what == 'store' else 'loaded'}"
                               f" at line {al}</li>")
                if p.get("taintSource"):
                    out.append(f"<li>taint source: {e(p['taintSource'])}</li>")
                if p.get("bound"):
                    out.append(f"<li>bound: <code>{e(p['bound'])}</code></li>")
                if p.get("inlinedInto"):
                    out.append("<li>inlined into: " + ", ".join(
                        f"<code>{e(c)}</code>" for c in p["inlinedInto"])
                        + "</li>")
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
                out.append("</ul></div>")
    out.append("</body></html>\n")
    with open(path, "w", encoding="utf-8") as fd:
        fd.write("".join(out))


def main():
    ap = argparse.ArgumentParser(prog=ME, description="merge nospec SARIF "
                                 "logs; write nospec.sarif and index.html")
    ap.add_argument("-o", "--output", default="nospec-report",
                    help="output directory")
    ap.add_argument("--title", default="nospec audit report")
    ap.add_argument("--root", default=os.getcwd(),
                    help="paths are shown relative to this directory")
    ap.add_argument("inputs", nargs="+")
    a = ap.parse_args()
    files, logs = load_logs(a.inputs)
    sarif, results, units = merge(logs)
    os.makedirs(a.output, exist_ok=True)
    with open(os.path.join(a.output, "nospec.sarif"), "w",
              encoding="utf-8") as fd:
        json.dump(sarif, fd, indent=1)
        fd.write("\n")
    write_html(os.path.join(a.output, "index.html"), results, units,
               a.title, a.root)
    nfiles = len({site_key(r)[0] for r in results})
    fixes = sum(1 for r in results if "fixes" in r)
    print(f"nospec-scan: {len(results)} site(s) in {nfiles} file(s), "
          f"{fixes} with a fix, from {units} translation unit(s); report: "
          f"{os.path.join(a.output, 'index.html')}")


if __name__ == "__main__":
    main()
