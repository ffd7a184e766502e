#!/usr/bin/env bash
# Builds and runs the cairo comparison harness (not part of CI):
#   Benchmarks/cairo/run.sh [WORKLOAD.ops] [--json] [--frames N] [--warmup N] [--output FRAME.png]
# Needs Debian's libcairo2-dev (apt-get install -y libcairo2-dev) and fonts-dejavu-core.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
if ! pkg-config --exists cairo cairo-ft freetype2; then
    echo "run.sh: cairo not found; apt-get install -y libcairo2-dev" >&2
    exit 69
fi
mkdir -p "$here/.build"
if [[ ! -x $here/.build/cairo-bench || $here/cairo_bench.c -nt $here/.build/cairo-bench ]]; then
    # shellcheck disable=SC2046  # pkg-config prints several flags
    cc -O2 -std=c11 -Wall -Wextra -o "$here/.build/cairo-bench" "$here/cairo_bench.c" \
        $(pkg-config --cflags --libs cairo cairo-ft freetype2) -lm
fi
workload="$root/../shared/bench/workload.ops"
if [[ $# -gt 0 && $1 != --* ]]; then workload="$1"; shift; fi
exec "$here/.build/cairo-bench" "$workload" "$@"
