#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LoupePNG
import Testing

/// Encode time and size of the 1170×2532 UI picture for the run encoder and zlib levels 1, 3, 6
/// × every filter. A measurement, not a check of behaviour: it runs only
/// with `LOUPE_PNG_BENCH=1` and is meant for release builds:
/// `LOUPE_PNG_BENCH=1 swift test -c release --filter encodingBenchmark`.
/// Times are this thread's CPU time, so other processes on the machine
/// disturb them less than wall-clock time; minimum and median of 7 runs.
@Test(.enabled(if: getenv("LOUPE_PNG_BENCH") != nil, "set LOUPE_PNG_BENCH=1 to measure"))
func encodingBenchmark() throws {
    let picture = UIPicture.make(scale: 3)
    print("UI picture \(picture.width)x\(picture.height), libpng \(PNGCodec.libpngVersion), zlib \(PNGCodec.zlibVersion)")
    print("| zlib | filter | min ms | median ms | bytes |")
    print("|---|---|---|---|---|")
    let settings = [PNGEncodingOptions.default] + [1, 3, 6].flatMap { level in
        [PNGFilter.none, .sub, .up, .paeth, .adaptive].map { PNGEncodingOptions(compressionLevel: level, filter: $0) }
    }
    for options in settings {
        do {
            var size = 0
            var times: [Double] = []
            for _ in 0..<7 {
                let start = threadCPUMilliseconds()
                size = try PNGCodec.encode(
                    rgba: picture.rgba, width: picture.width, height: picture.height, options: options
                ).count
                times.append(threadCPUMilliseconds() - start)
            }
            times.sort()
            let (level, filter) = switch options.compressor {
            case .runs: ("runs", "none")
            case .zlib(let level, let filter): ("\(level)", "\(filter)")
            }
            print("| \(level) | \(filter) | \(formatted(times[0])) | \(formatted(times[3])) | \(size) |")
            #expect(size > 0)
        }
    }
}

private func threadCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

private func formatted(_ milliseconds: Double) -> String {
    let tenths = Int((milliseconds * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
}
