/// The command line of `loupe-bench`.
public struct BenchOptions: Equatable, Sendable {
    /// The workload file; nil means the repository's `../shared/bench/workload.ops`.
    public var workloadPath: String?
    public var json = false
    /// Where to write the final frame as a PNG, if anywhere.
    public var outputPath: String?
    /// Where to write the diff benchmark's pair as `expected.png` and `actual.png`, if anywhere.
    public var diffPairDirectory: String?
    public var configuration = BenchConfiguration()
    public var showHelp = false

    public init() {}

    public static let usage = """
        usage: loupe-bench [WORKLOAD.ops] [--json] [--output FRAME.png] [--frames N] [--warmup N]
                           [--encode-runs N] [--no-baseline] [--png-table] [--diff-pair DIR] [--threads N]
                           [--encode-frames] [--encode-threads N]
          WORKLOAD.ops   the workload (default: ../shared/bench/workload.ops beside the repository)
          --json         print one JSON object instead of the table
          --output PATH  also write the final frame as a PNG
          --frames N     timed frames (default 30); --warmup N untimed ones first (default 3)
          --encode-runs N  timed PNG encodings (default 5); 0 times frames only
          --no-baseline  skip the scalar baseline's frames
                         (--frames N --warmup 0 --no-baseline --encode-runs 0 runs exactly N frames:
                          for callgrind, whose count over N is a frame's instructions)
          --png-table    also time zlib 3 and 6 unfiltered and libpng's defaults
          --diff-pair DIR  also write the diff benchmark's images as DIR/expected.png and DIR/actual.png
          --threads N    draw each frame in N bands of rows on N threads (frames only: needs --encode-runs 0)
          --encode-frames  also encode each timed frame as PNG on the same threads, timed with it, as `render`
                         does (frames only: needs --encode-runs 0)
          --encode-threads N  compress the timed encodings of the final frame on N threads (default 1; the
                         bytes do not change)
        Build with -c release: debug timings mean nothing.
        """

    /// Parses the arguments after the program name.
    /// - Throws: ``BenchUsageError`` for unknown options, missing or non-positive counts, or two workloads.
    public static func parse(_ arguments: [String]) throws(BenchUsageError) -> BenchOptions {
        var options = BenchOptions()
        var remaining = arguments[...]
        func value(for option: String) throws(BenchUsageError) -> String {
            guard let next = remaining.popFirst() else { throw BenchUsageError("\(option) needs a value") }
            return next
        }
        func count(for option: String, minimum: Int) throws(BenchUsageError) -> Int {
            let text = try value(for: option)
            guard let number = Int(text), number >= minimum, number <= 100_000 else {
                throw BenchUsageError("\(option) needs a whole number from \(minimum) to 100000, found \"\(text)\"")
            }
            return number
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json": options.json = true
            case "--output", "-o": options.outputPath = try value(for: argument)
            case "--frames": options.configuration.frames = try count(for: argument, minimum: 1)
            case "--warmup": options.configuration.warmupFrames = try count(for: argument, minimum: 0)
            case "--encode-runs": options.configuration.encodeRuns = try count(for: argument, minimum: 0)
            case "--no-baseline": options.configuration.baseline = false
            case "--threads": options.configuration.threads = try count(for: argument, minimum: 1)
            case "--encode-frames": options.configuration.encodeEachFrame = true
            case "--encode-threads": options.configuration.encodeThreads = try count(for: argument, minimum: 1)
            case "--png-table": options.configuration.extraEncodings = BenchConfiguration.encodingTable
            case "--diff-pair": options.diffPairDirectory = try value(for: argument)
            case "--help", "-h": options.showHelp = true
            default:
                guard !argument.hasPrefix("-") else { throw BenchUsageError("unknown option \(argument)") }
                guard options.workloadPath == nil else { throw BenchUsageError("more than one workload: \(argument)") }
                options.workloadPath = argument
            }
        }
        if options.configuration.encodeEachFrame && !options.configuration.isFramesOnly {
            throw BenchUsageError("--encode-frames needs --encode-runs 0: it times frames with their encoding")
        }
        if options.configuration.encodeThreads > 1 && options.configuration.isFramesOnly {
            throw BenchUsageError("--encode-threads needs --encode-runs 1 or more: it threads the final frame's encodings")
        }
        if options.configuration.threads > 1 && !options.configuration.isFramesOnly {
            throw BenchUsageError("--threads needs --encode-runs 0: only frames are drawn in bands")
        }
        return options
    }

    /// `../shared/bench/workload.ops` beside the repository root, found from a source file of this package
    /// (`Benchmarks/Sources/<target>/<file>.swift`), so the default works from any working directory.
    public static func defaultWorkloadPath(sourceFile: String) -> String {
        let components = sourceFile.split(separator: "/", omittingEmptySubsequences: false)
        let repositoryRoot = components.dropLast(4).joined(separator: "/")
        return repositoryRoot + "/../shared/bench/workload.ops"
    }
}

/// A command line that cannot be run.
public struct BenchUsageError: Error, Equatable, CustomStringConvertible, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
