/// Timings of repeated runs in milliseconds; reported by their median, which one slow run cannot move.
public struct Samples: Sendable, Equatable {
    public private(set) var values: [Double] = []

    public init(_ values: [Double] = []) { self.values = values }

    public mutating func append(_ milliseconds: Double) { values.append(milliseconds) }

    public mutating func append(_ duration: Duration) { values.append(Self.milliseconds(duration)) }

    /// The middle value (the mean of the two middle ones for an even count); 0 with no samples.
    public var median: Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The fastest run; 0 with no samples.
    public var minimum: Double { values.min() ?? 0 }

    /// A duration in milliseconds.
    public static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }
}
