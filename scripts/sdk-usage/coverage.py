#!/usr/bin/env python3
"""How much of the SDK real SwiftUI code uses the front end evaluates, by occurrence.

Usage:
    python3 scripts/sdk-usage/coverage.py [--table docs/sdk-usage.tsv] [--tests Tests] [--missing 40]

The table (made by rank.py from a corpus of public SwiftUI code) lists each key of the SDK with how often the corpus
uses it. A key counts as covered only where a test evaluates it against a value worked out independently (by hand, or
printed by swiftc): such a test names the keys it checks on a line of its own,

    // sdk-usage: CGFloat.zero, .squareRoot, UserDefaults.standard

with the keys spelled as the table spells them. The script reads every such line under the tests folder, and prints
the share of the table's occurrences that covered keys hold, the covered keys a table does not list (a misspelling),
and the most used keys not covered yet, in rank order: the next to cover.
"""
import argparse
import csv
import os
import re
import sys

MARKER = re.compile(r"//\s*sdk-usage:\s*(.+)$")


def covered_keys(tests_dir):
    keys = {}
    for root, _, files in os.walk(tests_dir):
        for name in files:
            if not name.endswith(".swift"):
                continue
            path = os.path.join(root, name)
            with open(path, encoding="utf-8") as handle:
                for number, line in enumerate(handle, 1):
                    match = MARKER.search(line)
                    if not match:
                        continue
                    for key in match.group(1).split(", "):
                        key = key.strip()
                        if key:
                            keys.setdefault(key, f"{os.path.relpath(path, tests_dir)}:{number}")
    return keys


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    top = os.path.dirname(os.path.dirname(here))
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--table", default=os.path.join(top, "docs", "sdk-usage.tsv"))
    parser.add_argument("--tests", default=os.path.join(top, "Tests"))
    parser.add_argument("--missing", type=int, default=40, help="how many uncovered keys to list")
    args = parser.parse_args()

    with open(args.table, encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    total = sum(int(row["occurrences"]) for row in rows)
    covered = covered_keys(args.tests)
    listed = {row["key"] for row in rows}
    held = sum(int(row["occurrences"]) for row in rows if row["key"] in covered)

    print(f"table: {len(rows)} keys, {total} occurrences")
    print(f"covered by tests: {len([key for key in covered if key in listed])} keys, "
          f"{held} occurrences ({100 * held / total:.1f} %)")
    unknown = sorted(key for key in covered if key not in listed)
    if unknown:
        print(f"named by tests but not in the table ({len(unknown)}): " + ", ".join(unknown))
    print(f"\nthe {args.missing} most used keys not covered yet:")
    shown = 0
    for row in rows:
        if row["key"] in covered:
            continue
        print(f"  {row['rank']:>5}  {row['key']:<40} {row['category']:<16} {row['occurrences']:>7}")
        shown += 1
        if shown >= args.missing:
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
