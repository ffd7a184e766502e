#!/usr/bin/env bash
# Loupe Render against cairo on the same workload, in one session: builds both, then runs them in turns
# (ROUNDS times, default 5) so a noisy neighbour on the VM slows both alike, and prints each round's medians.
#   Benchmarks/compare.sh [ROUNDS] [WORKLOAD.ops | labels]
# `labels` draws the workload's labels alone (its other ops left out) on the cleared canvas: text as fast as each
# engine draws it, without the fills before it.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
rounds="${1:-5}"
workload="${2:-$here/../../shared/bench/workload.ops}"
if [[ $workload == labels ]]; then
    workload="$(mktemp --suffix=.ops)"
    trap 'rm -f "$workload"' EXIT
    grep -v -E '^(rect|rrect|crosshair) ' "$here/../../shared/bench/workload.ops" >"$workload"
fi
cd "$here"
swift build -c release --product loupe-bench >&2
field() { grep -o "\"$1\":[0-9.]*" | cut -d: -f2; }
echo "round  loupe_frame_ms  cairo_frame_ms  loupe_text_ms  cairo_text_ms  loupe/cairo"
for round in $(seq "$rounds"); do
    ours="$(.build/release/loupe-bench "$workload" --json --encode-runs 1)"
    theirs="$(cairo/run.sh "$workload" --json)"
    o="$(field frame_ms <<<"$ours")"; c="$(field frame_ms <<<"$theirs")"
    awk -v r="$round" -v o="$o" -v c="$c" -v ot="$(field text_ms <<<"$ours")" -v ct="$(field text_ms <<<"$theirs")" \
        'BEGIN { printf "%5d  %14.3f  %14.3f  %13.3f  %13.3f  %10.2f\n", r, o, c, ot, ct, o / c }'
done
