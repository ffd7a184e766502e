import LoupeOverlays

/// Where and how a GridDragView persists its arrangement in the persisted-offset store: under
/// `"GridDragView.<sanitized persistenceKey>"` (sanitized as Loupe's keys, `PersistenceKey`), as an array holding,
/// for each slot in row-major order, the identity of the cell standing there. Stored by slot, the arrangement does
/// not depend on the cell size, so the same store shows the same arrangement at any size (the model's resize).
public enum GridDragPersistence {
    /// The namespace of GridDragView's keys.
    public static let namespace = "GridDragView"

    /// The store key for a grid's `persistenceKey`, or `nil` when it has none or nothing is left after sanitizing.
    public static func key(for persistenceKey: String?) -> String? {
        PersistenceKey.make(identifier: persistenceKey, namespace: nil, defaultNamespace: namespace)
    }

    /// The arrangement a stored value holds, or `nil` unless it lists each identity `0..<cellCount` exactly once
    /// (as whole numbers).
    public static func arrangement(from stored: [Double], cellCount: Int) -> [Int]? {
        guard stored.count == cellCount else { return nil }
        var arrangement: [Int] = []
        arrangement.reserveCapacity(stored.count)
        for value in stored {
            guard value == value.rounded(), value >= 0, value < Double(cellCount) else { return nil }
            arrangement.append(Int(value))
        }
        return GridDragModel.isPermutation(arrangement, count: cellCount) ? arrangement : nil
    }

    /// The value to store for an arrangement.
    public static func storedValue(_ arrangement: [Int]) -> [Double] { arrangement.map(Double.init) }
}
