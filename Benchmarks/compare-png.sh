#!/usr/bin/env bash
# PNG encoding of the benchmark's final frame against fpng (pip install fpng numpy), in one session: rounds of our
# encoder (loupe-bench: straight from the premultiplied canvas, as `render` encodes, one thread) and fpng's, in
# turns, each the median of RUNS encodings; prints each round and the ratio.
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
echo "round  loupe_ms  loupe_bytes  fpng_ms  fpng_bytes  loupe/fpng"
for round in $(seq "$rounds"); do
    ours="$(.build/release/loupe-bench --frames 1 --warmup 1 --encode-runs "$runs" --json)"
    theirs="$(python3 fpng_time.py "$frame" "$runs")"
    o="$(grep -o '"compressor":"runs","ms":[0-9.]*' <<<"$ours" | grep -o '[0-9.]*$')"
    ob="$(grep -o '"compressor":"runs","ms":[0-9.]*,"bytes":[0-9]*' <<<"$ours" | grep -o '[0-9]*$')"
    f="$(grep -o '"ms": [0-9.]*' <<<"$theirs" | grep -o '[0-9.]*$')"
    fb="$(grep -o '"bytes": [0-9]*' <<<"$theirs" | grep -o '[0-9]*$')"
    awk -v r="$round" -v o="$o" -v ob="$ob" -v f="$f" -v fb="$fb" \
        'BEGIN { printf "%5d  %8.3f  %11d  %7.3f  %10d  %10.2f\n", r, o, ob, f, fb, o / f }'
done
