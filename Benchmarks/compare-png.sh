#!/usr/bin/env bash
# PNG encoding of the benchmark's final frame against fpng (pip install fpng numpy), in one session: rounds of our
# encoder (loupe-bench: straight from the premultiplied canvas, as `render` encodes, on one thread and on two, as
# `render` does on a 2-core machine; fpng has one) and fpng's, in turns, each the median of RUNS encodings; prints
# each round and the ratios.
#   Benchmarks/compare-png.sh [ROUNDS] [RUNS]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
rounds="${1:-5}"
runs="${2:-9}"
cd "$here"
swift build -c release --product loupe-bench >&2
frame="$(mktemp --suffix=.png)"
trap 'rm -f "$frame"' EXIT
.build/release/loupe-bench --frames 1 --warmup 1 --encode-runs 1 --output "$frame" >/dev/null
echo "round  loupe_ms  loupe_bytes  2_threads_ms  fpng_ms  fpng_bytes  loupe/fpng  2_threads/fpng"
runs_ms() { grep -o '"compressor":"runs","ms":[0-9.]*' <<<"$1" | grep -o '[0-9.]*$'; }
for round in $(seq "$rounds"); do
    ours="$(.build/release/loupe-bench --frames 1 --warmup 1 --encode-runs "$runs" --json)"
    two="$(.build/release/loupe-bench --frames 1 --warmup 1 --encode-runs "$runs" --encode-threads 2 --json)"
    theirs="$(python3 fpng_time.py "$frame" "$runs")"
    o="$(runs_ms "$ours")"
    t="$(runs_ms "$two")"
    ob="$(grep -o '"compressor":"runs","ms":[0-9.]*,"bytes":[0-9]*' <<<"$ours" | grep -o '[0-9]*$')"
    f="$(grep -o '"ms": [0-9.]*' <<<"$theirs" | grep -o '[0-9.]*$')"
    fb="$(grep -o '"bytes": [0-9]*' <<<"$theirs" | grep -o '[0-9]*$')"
    awk -v r="$round" -v o="$o" -v ob="$ob" -v t="$t" -v f="$f" -v fb="$fb" \
        'BEGIN { printf "%5d  %8.3f  %11d  %12.3f  %7.3f  %10d  %10.2f  %14.2f\n", r, o, ob, t, f, fb, o / f, t / f }'
done
