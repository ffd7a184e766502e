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
#   - the same `loupe-render diff` built as scripts/install.sh installs it (on Linux one static executable: the
#     Swift runtime and the C libraries linked in, no shared library to load), which starts about 4.5 ms sooner;
# and prints medians and the ratios. Then `loupe-render check Examples/Scenes --goldens Goldens` with --jobs 1 and 2.
set -euo pipefail
cd "$(dirname "$0")"
rounds=${1:-15}
python3 -c "import blazediff" 2>/dev/null || { echo "compare-diff.sh: pip install blazediff first" >&2; exit 69; }

swift build -c release --product loupe-bench >/dev/null
(cd .. && swift build -c release --product loupe-render >/dev/null)
# The installed build, in install.sh's build folder.
(cd .. && source scripts/lib/static-executable.sh \
    && LOUPE_STATIC_EXECUTABLE="$(static_executable_libraries || true)" \
        swift build -c release --product loupe-render --static-swift-stdlib --scratch-path .build/install >/dev/null)
tool=$(cd .. && swift build -c release --show-bin-path)/loupe-render
installed_tool=$(cd .. && swift build -c release --static-swift-stdlib --scratch-path .build/install --show-bin-path)/loupe-render
pair=$(mktemp -d)
trap 'rm -rf "$pair"' EXIT
.build/release/loupe-bench --frames 3 --diff-pair "$pair" >/dev/null

python3 - "$tool" "$installed_tool" "$pair" "$rounds" <<'PY'
import statistics, subprocess, sys, time
import blazediff
tool, installed_tool, pair, rounds = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
a, b = f"{pair}/expected.png", f"{pair}/actual.png"
runs = {"dynamic": [], "dynamic, --include-aa": [], "installed": [], "blazediff": []}
def timed(key, action):
    start = time.perf_counter()
    value = action()
    runs[key].append(time.perf_counter() - start)
    return value
for _ in range(rounds):
    run = timed("dynamic", lambda: subprocess.run([tool, "diff", a, b], capture_output=True))
    timed("dynamic, --include-aa", lambda: subprocess.run([tool, "diff", a, b, "--include-aa"], capture_output=True))
    timed("installed", lambda: subprocess.run([installed_tool, "diff", a, b], capture_output=True))
    result = timed("blazediff", lambda: blazediff.compare(a, b))
ms = lambda key: statistics.median(runs[key]) * 1000
print(f"loupe-render diff, a process (AA detected):          {ms('dynamic'):7.2f} ms  {run.stdout.decode().strip()}")
print(f"loupe-render diff, a process (--include-aa):          {ms('dynamic, --include-aa'):7.2f} ms")
print(f"loupe-render diff, as installed (AA detected):        {ms('installed'):7.2f} ms")
print("fastest of the rounds: " + ", ".join(f"{key} {min(values) * 1000:.2f} ms" for key, values in runs.items()))
print(f"blazediff.compare, in-process (AA off):               {ms('blazediff'):7.2f} ms  {result.diff_count} pixels")
print(f"ratios to blazediff: {ms('dynamic') / ms('blazediff'):.2f}× (AA detected), "
      f"{ms('dynamic, --include-aa') / ms('blazediff'):.2f}× (AA counted, as blazediff), "
      f"{ms('installed') / ms('blazediff'):.2f}× (as installed)")
PY

scenes=$(ls ../Examples/Scenes/*.json | wc -l)
for jobs in 1 2; do
    start=$(date +%s.%N)
    (cd .. && "$tool" check Examples/Scenes --goldens Goldens --record never --jobs "$jobs" >/dev/null)
    end=$(date +%s.%N)
    python3 -c "t = $end - $start; print(f'check, {$scenes} examples, --jobs $jobs: {t * 1000:8.1f} ms, {t * 1000 / $scenes:6.1f} ms per scene')"
done
