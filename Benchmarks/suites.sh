#!/usr/bin/env bash
# How `check` scales with the suite: generated suites of 10, 100 and 1,000 Swift previews (10 per file, one module,
# Benchmarks/swift-module.py) and of as many JSON scenes (those previews translated), checked against goldens recorded
# first, with --jobs 1 and --jobs 2 in turns. Prints the median wall time of ROUNDS runs and the peak memory.
#
#   Benchmarks/suites.sh [LOUPE_RENDER] [ROUNDS]     # default: the checkout's .build/release/loupe-render, 5 rounds
#
# loupe-render-swift must be beside LOUPE_RENDER (an installation made by scripts/install.sh has it).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tool=${1:-$here/../.build/release/loupe-render}
rounds=${2:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

measure() {  # name, then the check's scene arguments
    local name="$1"; shift
    # Recording goldens fails the run that records them (exit 1).
    "$tool" check "$@" --goldens "$work/goldens-$name" --record missing --artifacts "$work/artifacts" > /dev/null || true
    for jobs in 1 2; do : > "$work/times-$jobs"; : > "$work/memory-$jobs"; done
    for _ in $(seq "$rounds"); do
        for jobs in 1 2; do
            /usr/bin/time -f "%e %M" -o "$work/one" "$tool" check "$@" --goldens "$work/goldens-$name" --jobs "$jobs" \
                --artifacts "$work/artifacts" > /dev/null
            read -r seconds kilobytes < "$work/one"
            echo "$seconds" >> "$work/times-$jobs"; echo "$kilobytes" >> "$work/memory-$jobs"
        done
    done
    local one two
    one=$(median < "$work/times-1"); two=$(median < "$work/times-2")
    printf '%-22s jobs 1: %6.2f s (%5.2f ms a scene), %4d MB   jobs 2: %6.2f s, %4d MB   ratio %.2f\n' "$name" "$one" \
        "$(echo "$one * 1000 / $count" | bc -l)" "$(( $(sort -n "$work/memory-1" | tail -1) / 1024 ))" "$two" \
        "$(( $(sort -n "$work/memory-2" | tail -1) / 1024 ))" "$(echo "$two / $one" | bc -l)"
}

for files in 1 10 100; do
    package="$work/swift-$files"
    python3 "$here/swift-module.py" "$package" --files "$files" --previews-per-file 10 > /dev/null
    # The one preview of Previews.swift is left out, so that the suite has exactly 10 × files previews.
    rm "$package/Sources/App/Previews.swift"
    count=$((files * 10))
    measure "swift-$count" "$package"
    # The same previews as JSON scenes, one file each.
    mkdir -p "$work/json-$files"
    "$(dirname "$tool")/loupe-render-swift" translate --all "$package"/Sources/App/*.swift | python3 -c '
import json, sys
for file in json.load(sys.stdin):
    for entry in file:
        with open(sys.argv[1] + "/" + entry["title"].replace(" ", "-") + ".json", "w") as out:
            json.dump(entry["scene"], out)
' "$work/json-$files"
    measure "json-$count" "$work/json-$files"
done
