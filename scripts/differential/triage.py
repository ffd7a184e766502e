#!/usr/bin/env python3
"""Group the disagreements run.py found into likely root causes, with the smallest example of each.

    triage.py [--out /tmp/differential] [--examples 1]

Reads OUT/results-*.jsonl; a cause is a heuristic signature (the first rule that matches), so read the examples:
two causes can share a signature and an `other:` group needs a look by hand.
"""
import argparse
import collections
import glob
import json
import os
import re


def strip_call(s, name):
    """Removes `name(` … `)` wrappers, keeping what they hold."""
    while True:
        i = s.find(name + "(")
        if i < 0:
            return s
        j, depth = i + len(name), 0
        for k in range(j, len(s)):
            if s[k] == "(":
                depth += 1
            elif s[k] == ")":
                depth -= 1
                if depth == 0:
                    s = s[:i] + s[j + 1:k] + s[k + 1:]
                    break
        else:
            return s


NUM = r"-?(?:\d+(?:\.\d+)?(?:e[+-]?\d+)?|nan|inf)"


def signature(r):
    s, l, e = r["swiftc"], r["loupe"], r["expr"]
    d = r.get("decls", "")
    if "Optional(" in s and strip_call(s, "Optional") == l:
        return "an Optional is written without Optional(…)"
    if re.sub(r"\bApp\.(?:\w+\.)*", "", s) == l or re.sub(r"\bApp\.(?:\w+\.)*", "", strip_call(s, "Optional")) == l:
        return "a nested value's type is written without its module (App.)"
    if re.sub(r"<[^()]*>\(", "(", s) == l:
        return "a generic type's name is written without <T>"
    if re.fullmatch(NUM + r"\.0", s) and re.fullmatch(NUM, l) and s[:-2] == l:
        return "a whole Double/CGFloat/Float is written as an Int (no .0)"
    if "[" in s and re.sub(r"(\d)\.0\b", r"\1", s) == l:
        return "whole floating elements written as Ints (no .0)"
    if r["family"] == "float-literal-context":
        if re.fullmatch(NUM, s) and re.fullmatch(NUM, l):
            return "float-literal-context: integer literals computed as Int in a floating context"
        return "float-literal-context: other"
    if "String(format:" in e:
        m = re.findall(r"%[-+ 0#]*\d*(?:\.\d+)?(?:l{0,2})[a-zA-Z@]", e)
        convs = sorted(set(re.sub(r"[\d.]", "", x) for x in m))
        flags = []
        if any(x[-1] in "eEgG" for x in m):
            flags.append("%e/%g")
        if any("+" in x for x in m):
            flags.append("'+' flag")
        if any(re.match(r"% ", x) for x in m):
            flags.append("' ' flag")
        if any(re.search(r"\.\d+l*[dixXo]$", x) for x in m):
            flags.append("precision on an integer")
        return "String(format:) " + (", ".join(flags) or "other: " + " ".join(convs))
    if ".formatted(" in e:
        m = re.search(r"\.formatted\((\.?[a-zA-Z]+)", e)
        return "formatted: " + (m.group(1) if m else "?")
    if "dateComponents(" in e and " to: " in e:
        return "dateComponents(_:from:to:) ignores to:"
    if "stride(" in e and "." in s:
        return "stride over floating values"
    if "logged" in e:
        return "a function with side effects runs twice"
    if "defer" in e:
        return "defer is not run"
    if "[x] in" in e:
        return "a capture list does not copy"
    if "var b = a" in e or "let s = r" in e:
        return "struct copies share storage (no value semantics)"
    if "static func ==" in d:
        return "custom == is ignored"
    if "CustomStringConvertible" in d:
        return "CustomStringConvertible's description is ignored"
    if "Float" in d + e and re.fullmatch(NUM, s) and re.fullmatch(NUM, l):
        return "Float arithmetic done in Double"
    m = re.search(r"\.(\w+)(?:\(|\s*\{|$)", e)
    return "other: ." + (m.group(1) if m else "?")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default="/tmp/differential")
    ap.add_argument("--examples", type=int, default=1)
    args = ap.parse_args()
    groups = collections.defaultdict(list)
    crashes = []
    for path in sorted(glob.glob(os.path.join(args.out, "results-*.jsonl"))):
        for line in open(path):
            r = json.loads(line)
            if r["status"] == "disagreed":
                groups[signature(r)].append(r)
            elif r["status"] == "crash":
                crashes.append(r)
    for sig, rs in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        fams = collections.Counter(r["family"] for r in rs)
        print(f"{len(rs):5d}  {sig}   [{', '.join(f'{f} {n}' for f, n in fams.most_common())}]")
        for r in sorted(rs, key=lambda r: len(r.get("decls", "")) + len(r["expr"]))[:args.examples]:
            if r.get("decls"):
                print("         " + r["decls"].replace("\n", "\n         "))
            print(f"         {r['expr']}\n         swiftc: {json.dumps(r['swiftc'], ensure_ascii=False)}"
                  f"\n         loupe:  {json.dumps(r['loupe'], ensure_ascii=False)}")
    if crashes:
        print(f"\n{len(crashes)} front-end crashes:")
        for r in sorted(crashes, key=lambda r: len(r["expr"])):
            print(f"  [{r['family']}] {r.get('decls', '')!r} {r['expr']}  -- {r.get('loupe_error')}")


if __name__ == "__main__":
    main()
