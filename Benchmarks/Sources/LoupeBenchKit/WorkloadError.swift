/// Why a workload file could not be read or parsed.
public struct WorkloadError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The 1-based line the problem is on, or nil for problems with the file as a whole.
    public let line: Int?
    public let message: String

    public init(line: Int?, _ message: String) {
        self.line = line
        self.message = message
    }

    public var description: String {
        line.map { "workload line \($0): \(message)" } ?? "workload: \(message)"
    }
}
