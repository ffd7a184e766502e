#!/usr/bin/env bash
# How a render's cost grows with the work: instructions (callgrind, exact and independent of the machine's load) of
# `loupe-render render` for a scene of N VisualLayoutGuides at scale 1 to 4, and of the same scene at N = 1 … 200.
#
#   Benchmarks/scaling.sh            # builds loupe-render (release) if needed; prints two Markdown tables
#
# Each guide fills the screen at 10 %, draws its 3-pt border and its info box (a material, six labels); the guides
# are stacked in one ZStack with automatic positioning off, so every box stays where its guide puts it (no
# collisions, nothing off screen). valgrind cannot read Swift's debug info: the binary is a copy made with
# `strip --strip-debug`.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$root" && swift build -c release --product loupe-render >/dev/null)
cp "$root/.build/release/loupe-render" "$work/loupe-render"
strip --strip-debug "$work/loupe-render"

scene() {  # N SCALE
    local guides="" i
    for ((i = 0; i < $1; i++)); do
        guides+="${guides:+, }{\"VisualLayoutGuide\": \"Guide $i\"}"
    done
    printf '{"device": {"width": 390, "height": 844, "scale": %s}, "body": {"ZStack": {"content": [%s]}, "modifiers": [{"visualLayoutGuidePositioning": "disabled"}]}}\n' "$2" "$guides"
}

instructions() {  # N SCALE → millions of instructions for the whole process
    scene "$1" "$2" > "$work/scene.json"
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/loupe-render" render "$work/scene.json" \
        -o "$work/out.png" --threads 1 2>&1 | awk '/Collected/ { printf "%.1f", $4 / 1e6 }'
}

echo "| scale | pixels | instructions (M), 1 guide | 10 guides |"
echo "|---|---|---|---|"
for scale in 1 2 3 4; do
    echo "| ${scale}× | $((390 * scale * 844 * scale)) | $(instructions 1 "$scale") | $(instructions 10 "$scale") |"
done
echo
echo "| guides (@3x) | instructions (M) |"
echo "|---|---|"
for n in 1 2 5 10 20 50 100 200; do
    echo "| $n | $(instructions "$n" 3) |"
done
