#!/usr/bin/env bash
# The whole test suite, as fast as a fresh clone allows; arguments go to `swift test` (`--filter GoldenTests`, …).
#
# Three things make it faster than a bare `swift test`, which runs the same tests (docs/architecture.md#the-test-command):
# - The SwiftUI front end is built against the swift-syntax libraries of the Swift toolchain when it has them, as
#   `loupe-render` builds it on first use: swift-syntax is then not compiled at all. Not when swift-syntax was already
#   compiled from source in the debug build folder: the two must not meet in one folder.
# - The modules that touch every pixel are optimized (LOUPE_OPTIMIZE_PIXELS, see Package.swift): unoptimized, their
#   SIMD code takes most of the suite's time.
# - Only the test bundle is built, with the three binaries the tests run. `swift build` (and so `swift test`) would
#   also build the package plugin's tools, which SwiftPM compiles a second time for the host, every module again.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/toolchain-swift-syntax.sh

if [ ! -e .build/debug/Modules/SwiftParser.swiftmodule ] && host=$(toolchain_swift_syntax); then
    export LOUPE_TOOLCHAIN_SWIFT_SYNTAX="$host"
fi
export LOUPE_OPTIMIZE_PIXELS=1
swift build --product LoupeRenderPackageTests
swift test --skip-build "$@"
