import LoupeRender

/// What one benchmark run measured: medians in milliseconds.
public struct BenchReport: Sendable {
    /// One PNG encoder setting, timed on the final frame.
    public struct Encoding: Sendable {
        public var options: PNGEncodingOptions
        public var milliseconds: Double
        public var bytes: Int
    }

    public var frames: Int
    public var warmupFrames: Int
    /// Median per phase over the timed frames.
    public var phases: [Phase: Double]
    /// Median of whole frames (not the sum of the phase medians).
    public var frameMilliseconds: Double
    /// Fastest whole frame.
    public var fastestFrameMilliseconds: Double
    /// The text phase of the first frame, when every glyph mask is rasterized (the cache starts empty).
    public var firstFrameTextMilliseconds: Double
    /// Non-empty glyph masks composited per frame, and distinct masks in the cache.
    public var glyphsPerFrame: Int
    public var distinctGlyphs: Int
    /// The same-run scalar yardstick (see ``ScalarBaseline``): clear, rect boxes, rounded-rect boxes, and the sum.
    public var baselineClearMilliseconds: Double
    public var baselineRectsMilliseconds: Double
    public var baselineRoundedRectsMilliseconds: Double
    public var baselineFrameMilliseconds: Double
    /// Premultiplied canvas to straight RGBA bytes, before encoding.
    public var unpremultiplyMilliseconds: Double
    /// ``PNGEncodingOptions/default`` first, then the configuration's extra settings.
    public var encodings: [Encoding]
    /// Comparing the final frame with a copy that differs in about 1 % of its pixels (``DiffBench``), median.
    public var diffMilliseconds: Double
    /// Comparing the final frame with an identical copy, median.
    public var diffIdenticalMilliseconds: Double
    /// The pixels that comparison counted.
    public var diffPixels: Int
    /// Decoding the final frame's PNG, median.
    public var decodeMilliseconds: Double
    /// FNV-1a (64-bit) of the final frame's straight RGBA bytes: equal across runs when drawing is deterministic.
    public var frameHash: UInt64
    /// Whether this binary was built with optimisation (`-c release`); debug timings mean nothing.
    public var optimized: Bool

    /// The median of `phase` in milliseconds.
    public func milliseconds(_ phase: Phase) -> Double { phases[phase] ?? 0 }

    /// The default encoding (always measured).
    public var encoding: Encoding { encodings[0] }
}
