import LoupeCore

/// Loupe's collision coordinator for the guides' info boxes (`docs/overlays.md#collision-coordinator`), reproduced
/// exactly:
/// a single pass in insertion order, strict overlap, downward-only pushes of `spacing` points, and guides whose
/// positioning is disabled neither move nor act as obstacles.
///
/// Each guide has a stable identity: re-registering an id updates its frame in place (no phantom obstacles).
public struct OverlayPositionCoordinator: Sendable {
    /// The gap between a box and the one it is pushed below.
    public static let spacing: Double = 8

    private var frames: [String: Rect] = [:]
    private var manualOffsets: [String: Size] = [:]
    private var disabled: Set<String> = []
    /// The ids of the registered boxes in the order they were first registered: the order of the collision pass.
    /// Updating a known id keeps its place; removing it drops it.
    public private(set) var insertionOrder: [String] = []
    private var known: Set<String> = []
    private var cachedOffsets: [String: Double] = [:]
    /// Bumped on every recalculation, as Loupe's `offsetsRevision`.
    public private(set) var revision = 0

    /// An empty coordinator: no boxes, revision 0.
    public init() {}

    /// Records a box's natural (un-offset) global frame and manual offset; returns its automatic vertical offset.
    @discardableResult
    public mutating func update(id: String, frame: Rect, autoPositioning: Bool, manualOffset: Size) -> Double {
        frames[id] = frame
        manualOffsets[id] = manualOffset
        if known.insert(id).inserted { insertionOrder.append(id) }
        guard autoPositioning else {
            // Loupe marks the box disabled and does not recompute the others.
            disabled.insert(id)
            cachedOffsets[id] = 0
            revision += 1
            return 0
        }
        disabled.remove(id)
        recalculate()
        return cachedOffsets[id] ?? 0
    }

    /// Records many boxes, in order, and recalculates once: the same offsets as calling
    /// ``update(id:frame:autoPositioning:manualOffset:)`` for each (a disabled box never changes the others' offsets),
    /// in one pass instead of one per box.
    public mutating func register(_ boxes: [(id: String, frame: Rect, autoPositioning: Bool, manualOffset: Size)]) {
        for box in boxes {
            frames[box.id] = box.frame
            manualOffsets[box.id] = box.manualOffset
            if known.insert(box.id).inserted { insertionOrder.append(box.id) }
            if box.autoPositioning { disabled.remove(box.id) } else { disabled.insert(box.id) }
        }
        recalculate()
    }

    /// Forgets a box (Loupe's `onDisappear`) and recalculates the others.
    public mutating func remove(id: String) {
        frames[id] = nil
        manualOffsets[id] = nil
        disabled.remove(id)
        cachedOffsets[id] = nil
        insertionOrder.removeAll { $0 == id }
        known.remove(id)
        recalculate()
    }

    /// The automatic vertical offset of a box; 0 for disabled or unknown boxes.
    public func offset(for id: String) -> Double {
        disabled.contains(id) ? 0 : (cachedOffsets[id] ?? 0)
    }

    private mutating func recalculate() {
        var resolved: [String: Rect] = [:]
        var newOffsets: [String: Double] = [:]
        for (index, id) in insertionOrder.enumerated() {
            guard let frame = frames[id] else { continue }
            let manual = manualOffsets[id] ?? .zero
            let base = frame.offsetBy(dx: manual.width, dy: manual.height)
            if disabled.contains(id) {
                resolved[id] = base
                newOffsets[id] = 0
                continue
            }
            var offset = 0.0
            // Each earlier box is tested once, with the offset found so far: Loupe's single-pass quirk.
            for earlier in insertionOrder[..<index] where !disabled.contains(earlier) {
                guard let obstacle = resolved[earlier] else { continue }
                let adjusted = base.offsetBy(dx: 0, dy: offset)
                if Self.overlapsStrictly(adjusted, obstacle) {
                    offset = max(offset, obstacle.maxY - base.minY + Self.spacing)
                }
            }
            newOffsets[id] = offset
            resolved[id] = base.offsetBy(dx: 0, dy: offset)
        }
        cachedOffsets = newOffsets
        revision += 1
    }

    /// Touching edges do not collide.
    static func overlapsStrictly(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && a.maxX > b.minX && a.minY < b.maxY && a.maxY > b.minY
    }
}
