#!/usr/bin/env python3
"""Evaluate a few hand-written cases with swiftc and loupe-render, side by side (for shrinking a disagreement).

    probe.py [--loupe PATH] CASEFILE
    probe.py -e 'EXPR' [-e 'EXPR' ...] [-d 'DECLS']

CASEFILE holds cases separated by lines `---`; in each, the last line is the expression and the lines before it
its declarations (they must not clash with another case's). With -e, every expression shares the -d declarations.
"""
import argparse
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generate  # noqa: E402
import run  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("casefile", nargs="?")
    ap.add_argument("-e", "--expr", action="append", default=[])
    ap.add_argument("-d", "--decls", default="")
    ap.add_argument("--loupe", default="/work/baseline/bin/loupe-render")
    args = ap.parse_args()
    cases = []
    if args.casefile:
        for i, chunk in enumerate(open(args.casefile).read().split("\n---\n")):
            lines = [ln for ln in chunk.strip("\n").split("\n")]
            if not lines or not lines[-1].strip():
                continue
            cases.append(generate.Case("probe", i, "\n".join(lines[:-1]), lines[-1].strip()))
    for i, e in enumerate(args.expr):
        cases.append(generate.Case("probe", len(cases), args.decls if i == 0 else "", e))
    work = tempfile.mkdtemp(prefix="probe-", dir="/tmp/differential" if os.path.isdir("/tmp/differential") else None)
    sw, failed, traps = run.swift_outputs(cases, work, "probe")
    crashes = []
    lo, lerr = run.loupe_outputs(args.loupe, cases, work, "probe", crashes)
    for pos, c in enumerate(cases):
        print(c.expr)
        if pos in failed:
            print("   swiftc: compile error:", failed[pos])
        elif pos in traps:
            print("   swiftc: trapped")
        else:
            print("   swiftc:", run.show(sw.get(pos)))
        if pos in lerr:
            print("   loupe:  error:", lerr[pos])
        else:
            s, warn = lo.get(pos, (None, None))
            print("   loupe: ", run.show(s) if s is not None else "(placeholder)", f"  [{warn}]" if warn else "",
                  "" if pos in failed or pos in traps or s == sw.get(pos) else "   <-- differs")
    for cr in crashes:
        print("front-end crash:", cr["case"].expr, cr["rc"], cr["stderr"][:300])


if __name__ == "__main__":
    main()
