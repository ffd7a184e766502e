#!/usr/bin/env bash
# Builds the DocC documentation of every library module, failing on any warning (a broken symbol link, a parameter
# left undocumented in a list that documents others).
#
#   scripts/docs.sh              # all modules
#   scripts/docs.sh LoupeRender  # some
#
# The archives land in .build/plugins/Swift-DocC/outputs/<Module>.doccarchive; open one with `xcrun docc preview` on
# macOS, or serve it with any static web server.
set -euo pipefail
cd "$(dirname "$0")/.."
modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then
    modules=(LoupeCore LoupeJSON LoupeScene LoupeLayout LoupeDisplayList LoupeOverlays LoupeInteraction LoupeRaster
             LoupeText LoupePNG LoupeDiff LoupeFiles LoupeRender LoupeGolden LoupeTesting LoupeSnapshotTesting
             LoupeSwiftOutline LoupeSwiftFrontEnd LoupeSwiftSource LoupeReview)
fi
failed=()
for module in "${modules[@]}"; do
    log=$(mktemp)
    if swift package --disable-sandbox generate-documentation --target "$module" --warnings-as-errors >"$log" 2>&1; then
        echo "docs: $module ok"
    else
        echo "docs: $module FAILED"
        grep -E "^(warning|error)" "$log" | grep -v "doccarchive\|'docc convert' invocation" | sed 's/^/    /' || tail -20 "$log"
        failed+=("$module")
    fi
    rm -f "$log"
done
if [ ${#failed[@]} -gt 0 ]; then
    echo "docs: ${#failed[@]} module(s) with warnings: ${failed[*]}" >&2
    exit 1
fi
echo "docs: ${#modules[@]} modules, no warnings"
