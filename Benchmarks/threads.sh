#!/usr/bin/env bash
# Wall time of `loupe-render render` with 1 and 2 threads, measured in one run (hyperfine, whole process, medians),
# on the benchmark-sized canvas (1170×2532): the scenes of threads-scenes.py plus a typical example. Checks first that
# 1, 2 and 4 threads give byte-identical PNGs.
#
#   Benchmarks/threads.sh [RUNS]     # default 40 runs per command; needs hyperfine and python3
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
runs="${1:-40}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$root" && swift build -c release --product loupe-render >/dev/null)
binary="$root/.build/release/loupe-render"
python3 "$root/Benchmarks/threads-scenes.py" "$work"
cp "$root/Examples/Scenes/collision-stacking.json" "$work/collision-stacking.json"

echo "| scene | 1 thread | 2 threads | ratio |"
echo "|---|---|---|---|"
for name in colours-40 guides-20 workload collision-stacking; do
    scene="$work/$name.json"
    for threads in 1 2 4; do "$binary" render "$scene" -o "$work/$name-$threads.png" --threads "$threads" >/dev/null; done
    cmp -s "$work/$name-1.png" "$work/$name-2.png" && cmp -s "$work/$name-1.png" "$work/$name-4.png" \
        || { echo "$name: the PNGs differ between thread counts" >&2; exit 1; }
    hyperfine -N -w 5 -r "$runs" --export-json "$work/times.json" \
        "$binary render $scene -o $work/out1.png --threads 1" \
        "$binary render $scene -o $work/out2.png --threads 2" >/dev/null 2>&1
    python3 - "$work/times.json" "$name" <<'PY'
import json, statistics, sys
one, two = (statistics.median(r["times"]) * 1e3 for r in json.load(open(sys.argv[1]))["results"])
print(f"| {sys.argv[2]} | {one:.1f} ms | {two:.1f} ms | {two / one:.2f} |")
PY
done
