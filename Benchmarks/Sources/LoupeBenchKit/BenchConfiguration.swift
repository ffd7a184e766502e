import LoupeRender

/// How many runs the benchmark makes and what it measures besides the frame.
public struct BenchConfiguration: Sendable, Equatable {
    /// Timed frames (each followed by one baseline frame).
    public var frames: Int
    /// Untimed frames first: they fill the glyph cache and warm the caches and branch predictors.
    public var warmupFrames: Int
    /// Timed PNG encodings of the final frame; 0 measures frames only (no PNG, diff or decode timings).
    public var encodeRuns: Int
    /// Whether the scalar baseline's frames run first.
    public var baseline = true
    /// Threads drawing each frame of a frames-only run, in bands of rows (1: one thread, op by op with phases).
    public var threads = 1
    /// Whether each frame of a frames-only run is also encoded as PNG on the same threads, as `render` does: the
    /// time a user waits for a picture, which issue 25 asks to halve nearly on two threads.
    public var encodeEachFrame = false
    /// Threads the timed encodings of the final frame compress on (the default encoder's ranges; `render` uses one a core).
    public var encodeThreads = 1

    /// Nothing but the frames: no baseline, no warm-up, no encoding. Callgrind's count divided by ``frames`` is a
    /// frame's instruction count (plus start-up and the glyph cache's first fill).
    public var isFramesOnly: Bool { encodeRuns == 0 }
    /// Encoder settings to time besides ``PNGEncodingOptions/default`` (empty: only the default).
    public var extraEncodings: [PNGEncodingOptions]

    public init(frames: Int = 30, warmupFrames: Int = 3, encodeRuns: Int = 5, extraEncodings: [PNGEncodingOptions] = []) {
        self.frames = frames; self.warmupFrames = warmupFrames
        self.encodeRuns = encodeRuns; self.extraEncodings = extraEncodings
    }

    /// The settings `--png-table` times: zlib levels 1, 3 and 6 unfiltered, and libpng's defaults.
    public static let encodingTable: [PNGEncodingOptions] = [
        PNGEncodingOptions(compressionLevel: 1, filter: .none),
        PNGEncodingOptions(compressionLevel: 3, filter: .none),
        PNGEncodingOptions(compressionLevel: 6, filter: .none),
        .libpngDefaults,
    ]
}
