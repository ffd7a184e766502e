#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How many threads one picture may use: `--threads N`, else the `LOUPE_THREADS` environment variable, else the
/// number of cores. The output never depends on it.
public enum ThreadCount {
    /// The largest count accepted.
    public static let maximum = 64

    /// The count from an explicit option, else from `environment["LOUPE_THREADS"]`, else the number of cores.
    /// - Throws: `LoupeRenderError.usage(_:)` naming the option or the variable when it is not a whole number from
    ///   1 to ``maximum``.
    public static func resolve(explicit: Int?, environment: [String: String]) throws(LoupeRenderError) -> Int {
        if let explicit {
            guard (1...maximum).contains(explicit) else {
                throw .usage("--threads: expected a whole number from 1 to \(maximum), found \(explicit)")
            }
            return explicit
        }
        if let text = environment["LOUPE_THREADS"], !text.isEmpty {
            guard let value = Int(text), (1...maximum).contains(value) else {
                throw .usage("LOUPE_THREADS: expected a whole number from 1 to \(maximum), found \"\(text)\"")
            }
            return value
        }
        return min(max(ProcessInfo.processInfo.activeProcessorCount, 1), maximum)
    }
}
