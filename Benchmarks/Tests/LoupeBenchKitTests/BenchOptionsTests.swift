import Testing
@testable import LoupeBenchKit

@Suite struct BenchOptionsTests {
    @Test func parsesFlagsCountsAndTheWorkload() throws {
        let options = try BenchOptions.parse(["w.ops", "--json", "--frames", "12", "--warmup", "2", "-o", "f.png",
                                              "--encode-runs", "3", "--png-table"])
        #expect(options.workloadPath == "w.ops")
        #expect(options.json)
        #expect(options.outputPath == "f.png")
        #expect(options.configuration == BenchConfiguration(frames: 12, warmupFrames: 2, encodeRuns: 3,
                                                             extraEncodings: BenchConfiguration.encodingTable))
        let defaults = try BenchOptions.parse([])
        #expect(defaults.workloadPath == nil && !defaults.json && defaults.configuration.frames == 30)
    }

    @Test func rejectsWhatCannotRun() {
        #expect(throws: BenchUsageError("unknown option --fast")) { try BenchOptions.parse(["--fast"]) }
        #expect(throws: BenchUsageError("--frames needs a value")) { try BenchOptions.parse(["--frames"]) }
        #expect(throws: BenchUsageError("--frames needs a whole number from 1 to 100000, found \"0\"")) {
            try BenchOptions.parse(["--frames", "0"])
        }
        #expect(throws: BenchUsageError("more than one workload: b.ops")) { try BenchOptions.parse(["a.ops", "b.ops"]) }
        #expect(throws: BenchUsageError("--threads needs --encode-runs 0: only frames are drawn in bands")) {
            try BenchOptions.parse(["--threads", "2"])
        }
    }

    @Test func encodingEachFrameIsAFramesOnlyMode() throws {
        let options = try BenchOptions.parse(["--threads", "2", "--encode-runs", "0", "--encode-frames"])
        #expect(options.configuration.encodeEachFrame && options.configuration.threads == 2)
        #expect(throws: BenchUsageError("--encode-frames needs --encode-runs 0: it times frames with their encoding")) {
            try BenchOptions.parse(["--encode-frames"])
        }
    }

    @Test func threadsDrawFramesOnly() throws {
        let options = try BenchOptions.parse(["--threads", "2", "--encode-runs", "0"])
        #expect(options.configuration.threads == 2 && options.configuration.isFramesOnly)
    }

    @Test func theFinalFramesEncodingsCanRunOnSeveralThreads() throws {
        #expect(try BenchOptions.parse([]).configuration.encodeThreads == 1)
        #expect(try BenchOptions.parse(["--encode-threads", "2", "--encode-runs", "9"]).configuration.encodeThreads == 2)
        #expect(throws: BenchUsageError("--encode-threads needs a whole number from 1 to 100000, found \"0\"")) {
            try BenchOptions.parse(["--encode-threads", "0"])
        }
        #expect(throws: BenchUsageError("--encode-threads needs --encode-runs 1 or more: it threads the final frame's encodings")) {
            try BenchOptions.parse(["--encode-threads", "2", "--encode-runs", "0"])
        }
    }

    @Test func defaultWorkloadSitsBesideTheRepository() {
        #expect(BenchOptions.defaultWorkloadPath(sourceFile: "/src/repo/Benchmarks/Sources/loupe-bench/main.swift")
                == "/src/repo/../shared/bench/workload.ops")
    }
}
