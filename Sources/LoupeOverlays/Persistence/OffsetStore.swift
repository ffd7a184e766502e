import LoupeCore

/// The persisted-offset store, shaped as `UserDefaults` holds Loupe's offsets: `"<namespace>.<key>": [w, h]`.
public struct OffsetStore: Sendable, Hashable {
    public private(set) var values: [String: [Double]]

    public init(_ values: [String: [Double]] = [:]) { self.values = values }

    /// The stored offset, accepted only as an array of exactly two numbers (as Loupe's restore does).
    public func offset(forKey key: String) -> Size? {
        guard let pair = values[key], pair.count == 2 else { return nil }
        return Size(width: pair[0], height: pair[1])
    }

    public mutating func set(_ offset: Size, forKey key: String) {
        values[key] = [offset.width, offset.height]
    }
}
