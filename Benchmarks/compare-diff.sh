#!/usr/bin/env bash
# Image comparison against blazediff, and `check` over the examples with one and two jobs, in one run.
#
#   ./compare-diff.sh [ROUNDS]
#
# Needs: `pip install blazediff` (Rust, SIMD; its Python binding takes paths, so decoding is always included).
# Builds loupe-bench and the root's loupe-render in release, writes the benchmark's diff pair (the workload frame
# and a copy with ~1 % of its pixels changed, 1170×2532), then in alternating rounds times:
#   - `loupe-render diff expected.png actual.png` as a process: start, two PNG decodes, compare, no diff image;
#   - `blazediff.compare(expected, actual)` called inside one Python process (no process start for it);
# and prints medians and the ratio. Then `loupe-render check Examples/Scenes --goldens Goldens` with --jobs 1 and 2.
set -euo pipefail
cd "$(dirname "$0")"
rounds=${1:-15}
python3 -c "import blazediff" 2>/dev/null || { echo "compare-diff.sh: pip install blazediff first" >&2; exit 69; }

swift build -c release --product loupe-bench >/dev/null
(cd .. && swift build -c release --product loupe-render >/dev/null)
tool=$(cd .. && swift build -c release --show-bin-path)/loupe-render
pair=$(mktemp -d)
trap 'rm -rf "$pair"' EXIT
.build/release/loupe-bench --frames 3 --diff-pair "$pair" >/dev/null

python3 - "$tool" "$pair" "$rounds" <<'PY'
import statistics, subprocess, sys, time
import blazediff
tool, pair, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
a, b = f"{pair}/expected.png", f"{pair}/actual.png"
ours, theirs, ours_aa_off = [], [], []
for _ in range(rounds):
    start = time.perf_counter()
    run = subprocess.run([tool, "diff", a, b], capture_output=True)
    ours.append(time.perf_counter() - start)
    start = time.perf_counter()
    subprocess.run([tool, "diff", a, b, "--include-aa"], capture_output=True)
    ours_aa_off.append(time.perf_counter() - start)
    start = time.perf_counter()
    result = blazediff.compare(a, b)
    theirs.append(time.perf_counter() - start)
ms = lambda xs: statistics.median(xs) * 1000
print(f"loupe-render diff (process, AA detected):   {ms(ours):7.2f} ms  {run.stdout.decode().strip()}")
print(f"loupe-render diff (process, --include-aa):  {ms(ours_aa_off):7.2f} ms")
print(f"blazediff.compare (in-process, AA off):     {ms(theirs):7.2f} ms  {result.diff_count} pixels")
print(f"ratio loupe-render / blazediff: {ms(ours) / ms(theirs):.2f}× (AA detected), "
      f"{ms(ours_aa_off) / ms(theirs):.2f}× (AA counted, as blazediff)")
PY

scenes=$(ls ../Examples/Scenes/*.json | wc -l)
for jobs in 1 2; do
    start=$(date +%s.%N)
    (cd .. && "$tool" check Examples/Scenes --goldens Goldens --record never --jobs "$jobs" >/dev/null)
    end=$(date +%s.%N)
    python3 -c "t = $end - $start; print(f'check, {$scenes} examples, --jobs $jobs: {t * 1000:8.1f} ms, {t * 1000 / $scenes:6.1f} ms per scene')"
done
