import LoupeCore
import LoupeScene

/// SwiftUI's right-to-left rule: "SwiftUI horizontally flips the x position of each view within its parent"
/// (`LayoutDirection`'s documentation; `docs/layout.md#right-to-left`). Sizes do not depend on the direction, so a
/// scene is laid out left to right and its frames are then moved by this rule, region by region.
///
/// Within one direction the flips compose into one map of x: inside a right-to-left region every frame is mirrored
/// across the region's frame, and inside a left-to-right region within it frames keep their places relative to that
/// region's (mirrored) frame.
struct HorizontalPlacement: Equatable {
    /// Whether x runs the other way: x ↦ `offset − x` rather than x ↦ `x + offset`.
    var flips: Bool
    var offset: Double

    /// Frames where left-to-right layout put them.
    static let unchanged = HorizontalPlacement(flips: false, offset: 0)

    func map(_ rect: Rect) -> Rect {
        Rect(x: flips ? offset - rect.maxX : rect.minX + offset, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The placement inside a region laid out in `direction` whose frame, as left-to-right layout put it, is `frame`.
    func entering(_ direction: LayoutDirection, frame: Rect) -> HorizontalPlacement {
        let placed = map(frame)
        return direction == .rightToLeft ? HorizontalPlacement(flips: true, offset: placed.minX + frame.maxX)
                                         : HorizontalPlacement(flips: false, offset: placed.minX - frame.minX)
    }
}

/// Moves a laid-out tree of records by ``HorizontalPlacement``: each node's frames, layers and children, and the
/// named spaces and container shapes defined by its modifiers as its descendants see them.
struct RightToLeftPlacement {
    private var spaces: [NamedSpace: NamedSpace] = [:]
    private var containerFrames: [Rect: Rect] = [:]

    /// Moves `root`, laid out left to right in `screen`, for a scene laid out in `direction`; nothing moves when
    /// no view of the tree is laid out right to left.
    static func apply(to roots: [NodeRecord], direction: LayoutDirection, screen: Rect) {
        guard direction == .rightToLeft || roots.contains(where: \.hasRightToLeftRegion) else { return }
        var mover = RightToLeftPlacement()
        let placement = HorizontalPlacement.unchanged.entering(direction, frame: screen)
        for root in roots { mover.move(root, placement: placement, direction: direction) }
    }

    private mutating func move(_ record: NodeRecord, placement outside: HorizontalPlacement, direction outsideDirection: LayoutDirection) {
        let modifiers = record.view.modifiers
        var placement = outside, direction = outsideDirection
        var placements = Array(repeating: outside, count: modifiers.count)
        var directions = Array(repeating: outsideDirection, count: modifiers.count)
        // From the outermost modifier in: a direction set by a modifier holds for it and everything inside it.
        for index in modifiers.indices.reversed() {
            if case .layoutDirection(let inner) = modifiers[index], inner != direction {
                placement = placement.entering(inner, frame: record.modifierFrames[index])
                direction = inner
            }
            placements[index] = placement
            directions[index] = direction
            let old = record.modifierFrames[index], new = placement.map(old)
            record.modifierFrames[index] = new
            switch modifiers[index] {
            case .coordinateSpace(let name):
                // Its origin is this very frame's (`docs/layout.md#named-space-lookup`).
                spaces[NamedSpace(name: name, origin: old.origin)] = NamedSpace(name: name, origin: new.origin)
            case .containerShape:
                containerFrames[old] = new
            default:
                break
            }
        }
        record.frame = placement.map(record.frame)
        record.coordinateSpaces = record.coordinateSpaces.map { spaces[$0] ?? $0 }
        record.modifierSpaces = record.modifierSpaces.map { $0.map { spaces[$0] ?? $0 } }
        if let shape = record.containerShape, let frame = containerFrames[shape.frame] {
            record.containerShape = ContainerShape(frame: frame, cornerRadii: shape.cornerRadii)
        }
        record.listCards = record.listCards.map { card in
            var card = card
            card.rows = card.rows.map { row in
                var row = row
                row.frame = placement.map(row.frame)
                return row
            }
            return card
        }
        for (index, layer) in record.layers {
            let known = placements.indices.contains(index)
            move(layer, placement: known ? placements[index] : placement, direction: known ? directions[index] : direction)
        }
        for child in record.children { move(child, placement: placement, direction: direction) }
    }
}

extension NodeRecord {
    /// Whether a view of this subtree sets its own layout direction.
    var hasRightToLeftRegion: Bool {
        view.modifiers.contains { if case .layoutDirection(.rightToLeft) = $0 { true } else { false } }
            || layers.values.contains(where: \.hasRightToLeftRegion) || children.contains(where: \.hasRightToLeftRegion)
    }
}
