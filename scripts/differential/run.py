#!/usr/bin/env python3
"""Differential test: loupe-render's static Swift evaluation against the real Swift compiler.

For each family, generates cases (generate.py), writes them ~300 to a file twice -- a plain Foundation program for
`swiftc -Onone` that prints `"\\(EXPR)"` for each case, and a SwiftUI preview with `Text(verbatim: "\\(EXPR)")` for
`loupe-render translate --placeholders` -- and compares the strings case by case.

    run.py --family int-arith --count 2000 --seed 1
    run.py --family all --count 2000 --loupe /path/to/loupe-render --emit-cases /tmp/cases.tsv

Per family it counts: agreed, disagreed, refused (the front end kept the value as a placeholder or reported an
error for it), compile failures (swiftc rejected the case: a generator bug), traps (the compiled program crashed on
the case) and front-end crashes. Disagreements go to OUT/disagreements-<family>.txt, refusal reasons to
OUT/refusals-<family>.txt, front-end crashes to OUT/crashes-<family>.txt, every result to OUT/results-<family>.jsonl.
"""
import argparse
import collections
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
import unicodedata

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generate  # noqa: E402

SWIFTC = shutil.which("swiftc") or "/opt/swift/usr/bin/swiftc"
RUN_ENV = dict(os.environ, TZ="UTC", LANG="en_US.UTF-8", LC_ALL="en_US.UTF-8")
MARK_START, MARK_SEP, MARK_END = "\x1e", "\x1f", "\x1d"


def log(*a):
    print(*a, file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------------------------------------------
# swiftc side

def swift_source(cases):
    """Returns (text, {line number: case position})."""
    lines = ["import Foundation", "setvbuf(stdout, nil, _IONBF, 0)"]
    owner = {}
    for pos, c in enumerate(cases):
        if c.swift_decls:
            for ln in c.swift_decls.split("\n"):
                lines.append(ln)
                owner[len(lines)] = pos
    for pos, c in enumerate(cases):
        lines.append(f'print("\\u{{1E}}{pos}\\u{{1F}}", "\\({c.swift_expr})", separator: "", terminator: "\\u{{1D}}")')
        owner[len(lines)] = pos
    return "\n".join(lines) + "\n", owner


ERR_RE = re.compile(r"^(?P<file>[^:\n]+\.swift):(?P<line>\d+):(?P<col>\d+): (?P<kind>error|warning)?:? ?(?P<msg>.*)$", re.M)


def compile_units(cases, positions, workdir, tag, failed):
    """Compile the cases at `positions`, dropping those swiftc rejects (into `failed`).
    Returns [(binary, positions it prints, in order)]."""
    alive = list(positions)
    for attempt in range(12):
        if not alive:
            return []
        sub = [cases[i] for i in alive]
        src, owner = swift_source(sub)
        path = os.path.join(workdir, f"{tag}.swift")
        binp = os.path.join(workdir, f"{tag}.bin")
        with open(path, "w") as f:
            f.write(src)
        t0 = time.time()
        p = subprocess.run([SWIFTC, "-Onone", "-suppress-warnings", "-module-name", "App", path, "-o", binp],
                           capture_output=True, text=True, timeout=1800)
        log(f"  swiftc {tag} ({len(sub)} cases, attempt {attempt + 1}): {time.time() - t0:.1f}s rc={p.returncode}")
        if p.returncode == 0:
            return [(binp, alive)]
        bad = {}
        for m in ERR_RE.finditer(p.stderr):
            if m.group("kind") != "error" or not m.group("file").endswith(f"{tag}.swift"):
                continue
            pos = owner.get(int(m.group("line")))
            if pos is not None and pos not in bad:
                bad[pos] = m.group("msg")
        if not bad:
            if len(alive) == 1:
                failed[alive[0]] = p.stderr.strip()[-500:]
                return []
            half = len(alive) // 2
            return (compile_units(cases, alive[:half], workdir, tag + "a", failed) +
                    compile_units(cases, alive[half:], workdir, tag + "b", failed))
        for pos, msg in bad.items():
            failed[alive[pos]] = msg
        alive = [a for i, a in enumerate(alive) if i not in bad]
    raise RuntimeError("swiftc: too many attempts")


def run_binary(binp, n):
    """Returns ({index: output}, first index that did not print or None, returncode)."""
    try:
        p = subprocess.run([binp], capture_output=True, env=RUN_ENV, timeout=120)
        out, rc = p.stdout.decode("utf-8", "replace"), p.returncode
    except subprocess.TimeoutExpired as e:
        out, rc = (e.stdout or b"").decode("utf-8", "replace"), "timeout"
    res = {}
    for m in re.finditer(MARK_START + r"(\d+)" + MARK_SEP + "(.*?)" + MARK_END, out, re.S):
        res[int(m.group(1))] = m.group(2)
    missing = next((i for i in range(n) if i not in res), None)
    return res, missing, rc


def swift_outputs(cases, workdir, tag):
    """Returns ({case position: printed string}, {position: compile error}, {position: trap})."""
    outputs, traps, failed = {}, {}, {}
    units = compile_units(cases, range(len(cases)), workdir, tag, failed)
    k = 0
    while units:
        binp, positions = units.pop(0)
        res, missing, rc = run_binary(binp, len(positions))
        for i, v in res.items():
            outputs[positions[i]] = v
        if missing is None:
            continue
        # the case at `missing` trapped: recompile what follows it
        traps[positions[missing]] = f"exit {rc}"
        rest = positions[missing + 1:]
        k += 1
        units = compile_units(cases, rest, workdir, f"{tag}r{k}", failed) + units
    return outputs, failed, traps


# ---------------------------------------------------------------------------------------------------------------
# loupe-render side

def loupe_source(cases):
    lines = ["import SwiftUI"]
    owner = {}
    for pos, c in enumerate(cases):
        if c.decls:
            for ln in c.decls.split("\n"):
                lines.append(ln)
                owner[len(lines)] = pos
    lines += ["#Preview {", "    VStack {"]
    text_lines = []
    for pos, c in enumerate(cases):
        lines.append(f'        Text(verbatim: "\\({c.expr})")')
        owner[len(lines)] = pos
        text_lines.append(len(lines))
    lines += ["    }", "}"]
    return "\n".join(lines) + "\n", owner, text_lines


def texts_of(node, out):
    if isinstance(node, dict):
        for k, v in node.items():
            if k == "Text" and isinstance(v, dict) and "string" in v:
                out.append(v["string"])
            elif k == "Placeholder":
                out.append(None)  # the whole Text was drawn as a placeholder
            else:
                texts_of(v, out)
    elif isinstance(node, list):
        for v in node:
            texts_of(v, out)
    return out


def run_loupe_once(loupe, cases, workdir, tag):
    src, owner, text_lines = loupe_source(cases)
    path = os.path.join(workdir, f"{tag}.loupe.swift")
    with open(path, "w") as f:
        f.write(src)
    try:
        p = subprocess.run([loupe, "translate", path, "--placeholders"], capture_output=True, timeout=120)
        rc = p.returncode
        stdout, stderr = p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired as e:
        rc, stdout, stderr = "timeout", "", (e.stderr or b"").decode("utf-8", "replace")
    return path, src, owner, text_lines, rc, stdout, stderr


def loupe_outputs(loupe, cases, workdir, tag, crashes):
    """Returns ({position: (string, warning or None)}, {position: error message}); appends crashes."""
    results, errors = {}, {}
    alive = list(range(len(cases)))
    for attempt in range(60):
        if not alive:
            break
        sub = [cases[i] for i in alive]
        path, src, owner, text_lines, rc, stdout, stderr = run_loupe_once(loupe, sub, workdir, tag)
        crashed = rc == "timeout" or rc < 0 or rc > 128 or (rc != 0 and rc not in (65, 64, 74, 1))
        if crashed or (rc == 0 and not stdout.strip()):
            if len(sub) == 1:
                fatal = [ln for ln in stderr.splitlines() if "Fatal error" in ln or "crashed" in ln]
                crashes.append({"case": sub[0], "rc": rc, "stderr": "\n".join(fatal) or stderr[:800], "source": src})
                errors[alive[0]] = f"front end crashed (rc {rc})"
                return results, errors
            # find the crashing cases one by one
            log(f"  loupe {tag}: rc={rc} -- running the batch case by case")
            for i in alive:
                r, e = loupe_outputs(loupe, [cases[i]], workdir, tag + "1", crashes)
                if 0 in r:
                    results[i] = r[0]
                if 0 in e:
                    errors[i] = e[0]
            return results, errors
        warn_by_line = {}
        for m in ERR_RE.finditer(stderr):
            if m.group("kind") == "warning" or " warning: " in m.group(0):
                warn_by_line.setdefault(int(m.group("line")), m.group("msg"))
        if rc != 0:
            bad = set()
            for m in ERR_RE.finditer(stderr):
                pos = owner.get(int(m.group("line")))
                if pos is not None and m.group("kind") != "warning":
                    bad.add(pos)
                    errors[alive[pos]] = m.group(0).split(": ", 1)[-1][:300]
            if not bad:
                if len(sub) == 1:
                    errors[alive[0]] = stderr.strip()[:300] or f"exit {rc}"
                    return results, errors
                half = len(alive) // 2
                for part in (alive[:half], alive[half:]):
                    r, e = loupe_outputs(loupe, [cases[i] for i in part], workdir, tag + "h", crashes)
                    results.update({part[k]: v for k, v in r.items()})
                    errors.update({part[k]: v for k, v in e.items()})
                return results, errors
            alive = [a for i, a in enumerate(alive) if i not in bad]
            continue
        try:
            texts = texts_of(json.loads(stdout), [])
        except json.JSONDecodeError:
            texts = []
        if len(texts) != len(sub):
            if len(sub) == 1:
                errors[alive[0]] = f"no Text in the scene ({len(texts)} texts)"
                return results, errors
            log(f"  loupe {tag}: {len(texts)} texts for {len(sub)} cases -- running case by case")
            for i in alive:
                r, e = loupe_outputs(loupe, [cases[i]], workdir, tag + "1", crashes)
                results.update({i: r[0]} if 0 in r else {})
                errors.update({i: e[0]} if 0 in e else {})
            return results, errors
        for k, (s, ln) in enumerate(zip(texts, text_lines)):
            results[alive[k]] = (s, warn_by_line.get(ln))
        break
    return results, errors


# ---------------------------------------------------------------------------------------------------------------

def show(s):
    """Quoted, with invisible characters (U+202F, U+00A0, controls) spelled out."""
    out = json.dumps(s, ensure_ascii=False)
    return "".join(ch if ch == " " or not (unicodedata.category(ch)[0] in "ZC") else f"\\u{{{ord(ch):04X}}}" for ch in out)


def case_text(c, seed):
    out = [f"### {c.family} #{c.index} (seed {seed})"]
    if c.decls:
        out.append(c.decls)
    out.append(f"EXPR: {c.expr}")
    if c.swift_expr != c.expr or c.swift_decls != c.decls:
        out.append(f"(swiftc spelling: {c.swift_decls + ' ; ' if c.swift_decls != c.decls else ''}{c.swift_expr})")
    return "\n".join(out)


def refusal_reason(msg):
    if not msg:
        return "(no warning)"
    msg = re.sub(r"^.*?shown as its source text: ", "", msg)
    msg = re.sub(r"'[^']*'", "'…'", msg)
    msg = re.sub(r"\d+", "N", msg)
    return msg[:160]


def tsv_field(s):
    return s.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r")


def run_family(fam, args, tsv):
    out_dir = args.out
    workdir = os.path.join(out_dir, "work", fam)
    os.makedirs(workdir, exist_ok=True)
    t0 = time.time()
    cases = generate.generate_many(fam, args.seed, args.count, args.start)
    counts = collections.Counter()
    refusals = collections.Counter()
    refusal_examples = {}
    crashes = []
    dis_f = open(os.path.join(out_dir, f"disagreements-{fam}.txt"), "w")
    res_f = open(os.path.join(out_dir, f"results-{fam}.jsonl"), "w")
    cf_f = open(os.path.join(out_dir, f"compile-failures-{fam}.txt"), "w")
    for b in range(0, len(cases), args.batch):
        batch = cases[b:b + args.batch]
        tag = f"{fam}-{args.seed}-{b // args.batch}"
        sw, failed, traps = swift_outputs(batch, workdir, tag)
        lo, lerr = loupe_outputs(args.loupe, batch, workdir, tag, crashes)
        for pos, c in enumerate(batch):
            rec = c.to_dict()
            if pos in failed:
                status = "compile-failure"
                rec["swiftc_error"] = failed[pos]
                cf_f.write(case_text(c, args.seed) + f"\nswiftc: {failed[pos]}\n\n")
            elif pos in traps:
                status = "trap"
                rec["trap"] = traps[pos]
            elif pos not in sw:
                status = "no-output"
            else:
                s = sw[pos]
                rec["swiftc"] = s
                if pos in lerr:
                    status = "crash" if lerr[pos].startswith("front end crashed") else "refused"
                    rec["loupe_error"] = lerr[pos]
                    if status == "refused":
                        r = "error: " + refusal_reason(lerr[pos])
                        refusals[r] += 1
                        refusal_examples.setdefault(r, (c, lerr[pos]))
                else:
                    ls, warn = lo.get(pos, (None, None))
                    rec["loupe"] = ls
                    if ls == s:
                        status = "agreed"
                    elif pos not in lo:
                        status = "no-output"
                    elif ls is None or warn or ("‹" in ls and "‹" not in s):
                        status = "refused"
                        rec["loupe_warning"] = warn
                        r = refusal_reason(warn)
                        refusals[r] += 1
                        refusal_examples.setdefault(r, (c, warn))
                    else:
                        status = "disagreed"
                        dis_f.write(case_text(c, args.seed) + f"\nswiftc: {show(s)}\nloupe:  {show(ls)}\n\n")
                if tsv and status in ("agreed", "disagreed"):
                    tsv.write("\t".join([fam, tsv_field(c.decls), tsv_field(c.expr), tsv_field(s)]) + "\n")
            rec["status"] = status
            counts[status] += 1
            res_f.write(json.dumps(rec, ensure_ascii=False) + "\n")
        dis_f.flush()
        res_f.flush()
        log(f"{fam}: {min(b + args.batch, len(cases))}/{len(cases)} {dict(counts)}")
    dis_f.close()
    res_f.close()
    cf_f.close()
    with open(os.path.join(out_dir, f"refusals-{fam}.txt"), "w") as f:
        for r, n in refusals.most_common():
            c, msg = refusal_examples[r]
            f.write(f"{n:6d}  {r}\n        e.g. {c.expr}   [{(msg or '')[:200]}]\n")
    with open(os.path.join(out_dir, f"crashes-{fam}.txt"), "w") as f:
        for cr in crashes:
            f.write(case_text(cr["case"], args.seed) + f"\nrc: {cr['rc']}\nstderr: {cr['stderr']}\n\n")
    counts["seconds"] = round(time.time() - t0)
    return counts


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--family", default="all", help="family, comma-separated families, or all: " + ", ".join(generate.FAMILIES))
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--start", type=int, default=0, help="index of the first case")
    ap.add_argument("--batch", type=int, default=300)
    ap.add_argument("--loupe", default="/work/baseline/bin/loupe-render")
    ap.add_argument("--out", default="/tmp/differential")
    ap.add_argument("--emit-cases", metavar="FILE", help="write agreed and disagreed cases, with swiftc's output, as TSV")
    args = ap.parse_args()
    fams = list(generate.FAMILIES) if args.family == "all" else args.family.split(",")
    for fam in fams:
        if fam not in generate.FAMILIES:
            sys.exit(f"unknown family {fam!r}")
    os.makedirs(args.out, exist_ok=True)
    tsv = None
    if args.emit_cases:
        tsv = open(args.emit_cases, "w")
        tsv.write("# family\tdeclarations\texpression\tswiftc output"
                  "  (fields escaped: \\\\ \\t \\n \\r; the expression is shown as Text(verbatim: \"\\(EXPR)\"))\n")
    summary = {}
    for fam in fams:
        summary[fam] = run_family(fam, args, tsv)
    if tsv:
        tsv.close()
    keys = ["agreed", "disagreed", "refused", "compile-failure", "trap", "crash", "no-output", "seconds"]
    print(f"{'family':24s}" + "".join(f"{k:>16s}" for k in keys))
    for fam, c in summary.items():
        print(f"{fam:24s}" + "".join(f"{c.get(k, 0):16d}" for k in keys))
    with open(os.path.join(args.out, "summary.json"), "w") as f:
        json.dump(summary, f, indent=1)


if __name__ == "__main__":
    main()
