/// An operating system's version, `26`, `17.4`, `18.0.1`, compared part by part as `#available` compares them.
public struct OSVersion: Sendable, Hashable, CustomStringConvertible {
    /// The major, minor and patch numbers (a missing part is 0).
    public var parts: [Int]

    /// The newest iOS release this renderer knows: what a preview runs on unless told otherwise.
    public static let newest = OSVersion(major: 26)

    public init(major: Int, minor: Int = 0, patch: Int = 0) { parts = [major, minor, patch] }

    /// `"17.4"`; nil for text that is not one to three whole numbers joined by dots.
    public init?(_ text: String) {
        let numbers = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...3).contains(numbers.count), numbers.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        parts = numbers.map { $0! } + Array(repeating: 0, count: 3 - numbers.count)
    }

    /// Whether this version is `other` or later.
    public func isAtLeast(_ other: OSVersion) -> Bool { !parts.lexicographicallyPrecedes(other.parts) }

    public var description: String {
        parts[2] == 0 ? "\(parts[0]).\(parts[1])" : parts.map(String.init).joined(separator: ".")
    }
}
