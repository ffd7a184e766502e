import LoupeRender

/// Times the workload: the scalar baseline's frames as a pass of their own, then warm-up frames, then timed
/// frames back to back (as the cairo harness does), then PNG encodings of the final frame.
///
/// The baseline runs before, not between, our frames: it walks a canvas-sized buffer of its own, and interleaved
/// it would evict our canvas from the cache before every timed frame, which cairo's harness never suffers.
public enum BenchRunner {
    /// Frames only (``BenchConfiguration/isFramesOnly``): the baseline if asked for, the warm-up frames, then the
    /// timed frames; nothing else runs. Returns the frames' median and fastest time and the final frame's hash.
    public static func runFrames(_ workload: Workload, fontPath: String,
                                 configuration: BenchConfiguration) throws -> (median: Double, fastest: Double, hash: UInt64) {
        var renderer = try FrameRenderer(workload: workload, fontPath: fontPath)
        let runs = PhaseRun.runs(of: workload.ops)
        let clock = ContinuousClock()
        if configuration.baseline { _ = baselinePass(workload, frames: max(configuration.frames, 1), clock: clock) }
        let encoding = PNGEncodingOptions(compressor: .runs, threads: configuration.threads)
        func frame() throws -> Duration {
            if configuration.encodeEachFrame {
                // Drawn in bands and encoded in ranges, both on `threads` threads, as `render` makes a picture.
                let start = clock.now
                try renderer.drawFrame(threads: configuration.threads)
                let canvas = renderer.canvas
                _ = try canvas.withUnsafePixels { pixels in
                    try PNGCodec.encode(premultipliedPixels: pixels, width: canvas.width, height: canvas.height,
                                        options: encoding).count
                }
                return clock.now - start
            }
            guard configuration.threads > 1 else { return try timeFrame(&renderer, runs: runs, clock: clock).frame }
            let start = clock.now
            try renderer.drawFrame(threads: configuration.threads)
            return clock.now - start
        }
        for _ in 0..<configuration.warmupFrames { _ = try frame() }
        var frames = Samples()
        for _ in 0..<max(configuration.frames, 1) { frames.append(try frame()) }
        let hash = renderer.canvas.withUnsafePixels { FNV1a.hash(premultiplied: $0) }
        return (frames.median, frames.minimum, hash)
    }

    /// Runs the benchmark and returns the medians, with the final frame's straight RGBA bytes.
    public static func run(_ workload: Workload, fontPath: String,
                           configuration: BenchConfiguration) throws -> (report: BenchReport, rgba: [UInt8]) {
        var renderer = try FrameRenderer(workload: workload, fontPath: fontPath)
        let runs = PhaseRun.runs(of: workload.ops)
        let clock = ContinuousClock()

        let baselineSamples = configuration.baseline ? baselinePass(workload, frames: max(configuration.frames, 1), clock: clock)
                                                     : [Samples(), Samples(), Samples()]

        var firstFrameText = 0.0
        for index in 0..<max(configuration.warmupFrames, 1) {
            let times = try timeFrame(&renderer, runs: runs, clock: clock)
            if index == 0 { firstFrameText = Samples.milliseconds(times.phases[Phase.text.index]) }
        }
        let glyphsBefore = renderer.glyphsDrawn
        var phaseSamples = [Samples](repeating: Samples(), count: Phase.allCases.count)
        var frameSamples = Samples()
        for _ in 0..<max(configuration.frames, 1) {
            let times = try timeFrame(&renderer, runs: runs, clock: clock)
            for phase in Phase.allCases { phaseSamples[phase.index].append(times.phases[phase.index]) }
            frameSamples.append(times.frame)
        }
        let timedFrames = max(configuration.frames, 1)

        let canvas = renderer.canvas
        var rgba: [UInt8] = []
        var unpremultiply = Samples()
        for _ in 0..<max(configuration.encodeRuns, 1) {
            let start = clock.now
            rgba = canvas.unpremultipliedRGBA()
            unpremultiply.append(clock.now - start)
        }
        let settings = [PNGEncodingOptions(compressor: .runs, threads: configuration.encodeThreads)]
            + configuration.extraEncodings
        var encodings: [BenchReport.Encoding] = []
        for options in settings {
            var samples = Samples(), bytes = 0
            for _ in 0..<max(configuration.encodeRuns, 1) {
                let start = clock.now
                if options.compressor == .runs {
                    // As `render` encodes: straight from the premultiplied canvas, unpremultiplying row by row.
                    bytes = try canvas.withUnsafePixels { pixels in
                        try PNGCodec.encode(premultipliedPixels: pixels, width: canvas.width, height: canvas.height,
                                            options: options).count
                    }
                } else {
                    bytes = try PNGCodec.encode(rgba: rgba, width: canvas.width, height: canvas.height, options: options).count
                }
                samples.append(clock.now - start)
            }
            encodings.append(BenchReport.Encoding(options: options, milliseconds: samples.median, bytes: bytes))
        }

        let diff = try DiffBench.run(rgba, width: canvas.width, height: canvas.height,
                                     runs: max(configuration.encodeRuns, 1) * 4)

        let baselineClear = baselineSamples[0].median, baselineRects = baselineSamples[1].median
        let baselineRounded = baselineSamples[2].median
        var phases: [Phase: Double] = [:]
        for phase in Phase.allCases { phases[phase] = phaseSamples[phase.index].median }
        let report = BenchReport(
            frames: timedFrames, warmupFrames: max(configuration.warmupFrames, 1), phases: phases,
            frameMilliseconds: frameSamples.median, fastestFrameMilliseconds: frameSamples.minimum,
            firstFrameTextMilliseconds: firstFrameText,
            glyphsPerFrame: (renderer.glyphsDrawn - glyphsBefore) / timedFrames,
            distinctGlyphs: renderer.cachedGlyphCount,
            baselineClearMilliseconds: baselineClear, baselineRectsMilliseconds: baselineRects,
            baselineRoundedRectsMilliseconds: baselineRounded,
            baselineFrameMilliseconds: baselineClear + baselineRects + baselineRounded,
            unpremultiplyMilliseconds: unpremultiply.median, encodings: encodings,
            diffMilliseconds: diff.changed, diffIdenticalMilliseconds: diff.identical, diffPixels: diff.diffPixels,
            decodeMilliseconds: try DiffBench.decode(rgba, width: canvas.width, height: canvas.height,
                                                     runs: max(configuration.encodeRuns, 1) * 2),
            frameHash: FNV1a.hash(rgba), optimized: isOptimized)
        return (report, rgba)
    }

    /// One frame: clear, then each stretch of ops, with a clock read between stretches.
    private static func timeFrame(_ renderer: inout FrameRenderer, runs: [PhaseRun],
                                  clock: ContinuousClock) throws -> (phases: [Duration], frame: Duration) {
        var phases = [Duration](repeating: .zero, count: Phase.allCases.count)
        let start = clock.now
        renderer.clear()
        var mark = clock.now
        phases[Phase.clear.index] = mark - start
        for run in runs {
            for op in run.ops { try renderer.draw(op) }
            let now = clock.now
            phases[run.phase.index] += now - mark
            mark = now
        }
        return (phases, mark - start)
    }

    /// The baseline's frames, timed like ours (one untimed frame first, which takes its buffer's page faults);
    /// samples for clear, rect boxes and rounded-rect boxes. Its buffer is freed before our frames start.
    private static func baselinePass(_ workload: Workload, frames: Int, clock: ContinuousClock) -> [Samples] {
        var baseline = ScalarBaseline(workload: workload)
        var samples = [Samples](repeating: Samples(), count: 3)
        _ = timeBaseline(&baseline, clock: clock)
        for _ in 0..<frames {
            let times = timeBaseline(&baseline, clock: clock)
            for i in 0..<3 { samples[i].append(times[i]) }
        }
        return samples
    }

    /// One baseline frame: clear, rect boxes, rounded-rect boxes.
    private static func timeBaseline(_ baseline: inout ScalarBaseline, clock: ContinuousClock) -> [Duration] {
        let start = clock.now
        baseline.clear()
        let cleared = clock.now
        baseline.draw(.rects)
        let rects = clock.now
        baseline.draw(.roundedRects)
        let end = clock.now
        return [cleared - start, rects - cleared, end - rects]
    }

    private static var isOptimized: Bool {
        #if DEBUG
        false
        #else
        true
        #endif
    }
}

extension Phase {
    /// Position in ``allCases``, for arrays indexed by phase.
    var index: Int {
        switch self {
        case .clear: 0
        case .rects: 1
        case .roundedRects: 2
        case .crosshairs: 3
        case .text: 4
        }
    }
}

/// FNV-1a, 64-bit: a cheap fingerprint of the frame's bytes.
enum FNV1a {
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }

    /// The hash of packed premultiplied pixels as R, G, B, A bytes: the straight bytes' hash for an opaque frame.
    static func hash(premultiplied pixels: UnsafeBufferPointer<UInt32>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for pixel in pixels {
            for shift in stride(from: 0, to: 32, by: 8) {
                hash = (hash ^ UInt64((pixel >> UInt32(shift)) & 0xFF)) &* 0x0000_0100_0000_01b3
            }
        }
        return hash
    }
}
