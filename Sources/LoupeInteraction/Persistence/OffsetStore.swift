import LoupeCore

/// The persisted-offset store, shaped as `UserDefaults` holds Loupe's offsets: `"<namespace>.<key>": [w, h]`, and
/// other arrays of numbers such as a GridDragView's arrangement (`"GridDragView.<key>": [identity per slot]`).
public struct OffsetStore: Sendable, Hashable {
    /// Every entry, by full key (`"<namespace>.<key>"`): offsets as `[width, height]`, arrangements as one identity per
    /// slot.
    public private(set) var values: [String: [Double]]

    /// A store holding `values`, as a scene's `defaults` or a `--defaults` file gives them; empty by default.
    public init(_ values: [String: [Double]] = [:]) { self.values = values }

    /// The stored offset, accepted only as an array of exactly two numbers (as Loupe's restore does).
    public func offset(forKey key: String) -> Size? {
        guard let pair = values[key], pair.count == 2 else { return nil }
        return Size(width: pair[0], height: pair[1])
    }

    /// Stores `offset` under `key` as `[width, height]`, replacing whatever was there.
    public mutating func set(_ offset: Size, forKey key: String) {
        values[key] = [offset.width, offset.height]
    }

    /// The stored array of numbers, whatever its length.
    public func numbers(forKey key: String) -> [Double]? { values[key] }

    /// Stores an array of numbers of any length.
    public mutating func set(_ numbers: [Double], forKey key: String) {
        values[key] = numbers
    }
}
