#!/usr/bin/env bash
# Builds the libFuzzer targets and runs one (or each in turn) for a given time.
#
#   Fuzz/run.sh TARGET SECONDS     TARGET: json, scene, defaults, png, pipeline or swift
#   Fuzz/run.sh all SECONDS        each target in turn, SECONDS each
#   Fuzz/run.sh build              only build
#
# The committed seeds (Corpus/<target>/, and the example scenes for the JSON targets) are copied into a scratch
# corpus that grows from run to run; crashes land in the findings folder. Both live under the scratch path,
# which FUZZ_SCRATCH overrides (default Fuzz/.build-fuzz). Extra libFuzzer flags can follow SECONDS.
# FUZZ_NO_BUILD=1 runs the targets as last built (to run two at once while the sources change).
set -euo pipefail

# Swift's own crash handler gets in the way of the sanitizer's report.
export SWIFT_BACKTRACE=enable=no

here="$(cd "$(dirname "$0")" && pwd)"
# A Swift global's one-time allocations are not leaks, though LeakSanitizer may see them so (lsan.supp says why).
export LSAN_OPTIONS="suppressions=$here/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
root="$(dirname "$here")"
scratch="${FUZZ_SCRATCH:-$here/.build-fuzz}"
targets=(json scene defaults png pipeline swift)

usage() {
    local IFS='|'
    echo "usage: $0 {${targets[*]}|all} SECONDS [libFuzzer flags…] | $0 build" >&2
    exit 64
}

build() {
    [[ "${FUZZ_NO_BUILD:-}" == 1 ]] && return
    # Swift code with coverage and ASan; the root's C (the PNG fast path and libpng glue) instrumented as well.
    # FUZZ_ASAN=0 leaves ASan out (give it a FUZZ_SCRATCH of its own): crashes, traps, hangs and memory limits are
    # still found, leaks and memory errors in C are not, and the SwiftUI front end runs about 2.5 times as fast.
    local sanitizers=fuzzer,address
    [[ "${FUZZ_ASAN:-1}" == 0 ]] && sanitizers=fuzzer
    swift build --package-path "$here" -c release --scratch-path "$scratch" \
        -Xswiftc -sanitize="$sanitizers" -Xcc -fsanitize="${sanitizers/fuzzer/fuzzer-no-link}"
}

# The committed seeds for a target.
seed() {
    local target="$1" corpus="$2"
    mkdir -p "$corpus"
    cp -n "$here/Corpus/$target/"* "$corpus/" 2>/dev/null || true
    case "$target" in
        json|scene|pipeline) cp -n "$root/Examples/Scenes/"*.json "$corpus/" ;;
        swift) cp -n "$root/Examples/Swift/"*.swift "$corpus/" ;;
    esac
}

run() {
    local target="$1" seconds="$2"
    shift 2
    # Not `artifacts/`: SwiftPM owns that folder of a scratch path and empties it on any build there, which would stop
    # a running fuzzer (it exits when it cannot write a finding).
    local corpus="$scratch/corpus/$target" artifacts="$scratch/findings/$target/" log="$scratch/logs/$target.log"
    mkdir -p "$artifacts" "$(dirname "$log")"
    seed "$target" "$corpus"
    local flags=(
        -max_total_time="$seconds"
        -timeout=10            # one input taking 10 s is a hang
        -rss_limit_mb=2048     # the process as a whole
        -malloc_limit_mb=512   # any single allocation: inputs are at most max_len bytes
        -max_len=16384
        -artifact_prefix="$artifacts"
        -print_final_stats=1
    )
    case "$target" in
        png) ;;
        swift) flags+=(-dict="$here/swift.dict") ;;
        *) flags+=(-dict="$here/json.dict") ;;
    esac
    echo "fuzz-$target for ${seconds}s; corpus $corpus, findings $artifacts, log $log"
    local status=0
    "$scratch/release/fuzz-$target" "${flags[@]}" "$@" "$corpus" >"$log" 2>&1 || status=$?
    summarize "$target" "$log" "$corpus"
    return "$status"
}

# Executions, coverage and corpus size from libFuzzer's log.
summarize() {
    local target="$1" log="$2" corpus="$3"
    local execs last
    execs="$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | grep -o '[0-9]*$' || true)"
    # With -fork=N the workers' totals are only in the status lines, `#<executions>: cov: …` (the parent's own
    # final statistics, printed when it is stopped, count 0).
    [[ -n "$execs" && "$execs" != 0 ]] || execs="$(grep -oE '^#[0-9]+:' "$log" | tail -1 | tr -d '#:' || true)"
    # The last status line: `cov:` edges, `ft:` features, `corp:` inputs/bytes libFuzzer keeps (the folder also
    # holds what earlier runs and reductions left; with -fork, the inputs only).
    last="$(grep -E '^#[0-9]+' "$log" | grep -oE 'cov: [0-9]* ft: [0-9]* corp: [0-9]*(/[0-9]*[a-zA-Z]*)?' | tail -1 || true)"
    echo "fuzz-$target: ${execs} executions, ${last:-no coverage line}; $(ls "$corpus" | wc -l) files in $corpus"
    if grep -qE 'ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer)|Fatal error|SUMMARY' "$log"; then
        echo "fuzz-$target found something; see $log:" >&2
        grep -E 'ERROR:|Fatal error|SUMMARY|Test unit written' "$log" | head -5 >&2
    fi
}

[[ $# -ge 1 ]] || usage
case "$1" in
    build) build ;;
    all)
        [[ $# -ge 2 ]] || usage
        seconds="$2"; shift 2
        build
        failed=0
        for target in "${targets[@]}"; do run "$target" "$seconds" "$@" || failed=1; done
        exit "$failed"
        ;;
    *)
        [[ $# -ge 2 && " ${targets[*]} " == *" $1 "* ]] || usage
        target="$1" seconds="$2"; shift 2
        build
        run "$target" "$seconds" "$@"
        ;;
esac
