import LoupeCore
import LoupeLayout
import LoupeScene

/// What one `drop` interaction did: the target it reached, if any, and the location the target's delegate received.
public struct DropResult: Sendable, Hashable {
    /// The drop target that received it: the view, the `onDrop` modifier, and the location in the space SwiftUI uses.
    public struct Target: Sendable, Hashable {
        /// The path of the view carrying the `onDrop` modifier.
        public var path: String
        /// The `id` of the view carrying the `onDrop` modifier, if it has one.
        public var id: String?
        /// The `onDrop` modifier's label (the name its delegate knows its target by).
        public var label: String
        /// The index of the `onDrop` modifier in the view's `modifiers`.
        public var modifierIndex: Int
        /// The nearest important space enclosing the `onDrop` modifier.
        public var space: ImportantSpace
        /// `DropInfo.location`: the drop point in `space`.
        public var location: Point
    }

    /// The interaction's path, e.g. `interactions[2]`.
    public var interactionPath: String
    /// The drop point in global points.
    public var at: Point
    /// `nil` when no drop target contains the point (SwiftUI simply does not drop).
    public var target: Target?

    /// The line the picture shows, as a logging `DropDelegate` would print it:
    /// `performing green, location: (12.0, 30.0)` (`CGPoint`'s description, `Double.description` per component), or
    /// `no drop target at (x, y)`.
    public var message: String {
        guard let target else { return "no drop target at \(at)" }
        return "performing \(target.label), location: \(target.location)"
    }
}

/// Replays a scene's drops (`docs/interactions.md#drops`): each goes to the topmost drop target — the last `onDrop` in
/// paint order whose frame (the view as wrapped by that modifier) contains the point and whose enclosing ScrollViews do
/// not clip the point away — and reports the location in the nearest important space enclosing that modifier
/// (`LayoutResult.importantSpace(enclosingModifier:of:)`).
public struct DropReplay {
    /// One result per `drop` interaction, in the scene's order; empty when the scene has no drops.
    public private(set) var results: [DropResult] = []

    /// Replays every drop of `document` against `layout` (drops change nothing, so a single layout serves them all).
    public init(layout: LayoutResult, document: SceneDocument) {
        let drops = document.interactions.compactMap { interaction -> DropInteraction? in
            if case .drop(let drop) = interaction { return drop }
            return nil
        }
        guard !drops.isEmpty else { return }
        let targets = Self.targetsInPaintOrder(layout.root)
        results = drops.map { drop in
            guard let hit = targets.last(where: { $0.accepts(drop.at) }) else {
                return DropResult(interactionPath: drop.path, at: drop.at, target: nil)
            }
            let space = layout.importantSpace(enclosingModifier: hit.modifierIndex, of: hit.node)
            return DropResult(interactionPath: drop.path, at: drop.at, target: DropResult.Target(
                path: hit.node.view.path, id: hit.node.view.id, label: hit.label, modifierIndex: hit.modifierIndex,
                space: space, location: drop.at - space.origin))
        }
    }

    // MARK: - Hit testing

    /// An `onDrop` modifier with the rect it covers and the clip its ScrollViews impose.
    private struct Candidate {
        let node: LayoutNode
        let modifierIndex: Int
        let label: String
        let frame: Rect
        /// The intersection of the enclosing ScrollViews' clip rects; `nil` when none encloses it.
        let clip: Rect?

        func accepts(_ point: Point) -> Bool {
            DropReplay.contains(frame, point) && (clip.map { DropReplay.contains($0, point) } ?? true)
        }
    }

    /// Every `onDrop` in paint order, each listed where its modifier starts drawing: backgrounds, then the view and
    /// its content, then overlays; an inner `onDrop` after an outer one on the same view.
    private static func targetsInPaintOrder(_ root: LayoutNode) -> [Candidate] {
        var out: [Candidate] = []
        func visit(_ node: LayoutNode, clip: Rect?) {
            visitLevel(node.view.modifiers.count - 1, of: node, clip: clip)
        }
        func visitLevel(_ level: Int, of node: LayoutNode, clip: Rect?) {
            guard level >= 0 else {
                var childClip = clip
                if case .scrollView = node.view.kind { childClip = intersect(clip, node.scrollClipRect ?? node.frame) }
                for child in node.children { visit(child, clip: childClip) }
                return
            }
            switch node.view.modifiers[level].interactionRole {
            case .background:
                if let layer = node.layers[level] { visit(layer, clip: clip) }
                visitLevel(level - 1, of: node, clip: clip)
            case .overlay:
                visitLevel(level - 1, of: node, clip: clip)
                if let layer = node.layers[level] { visit(layer, clip: clip) }
            case .dropTarget(let label):
                out.append(Candidate(node: node, modifierIndex: level, label: label,
                                     frame: node.modifierFrames[level], clip: clip))
                visitLevel(level - 1, of: node, clip: clip)
            case .dragHandle, .none:
                visitLevel(level - 1, of: node, clip: clip)
            }
        }
        visit(root, clip: nil)
        return out
    }

    /// Both rects' overlap; a zero-size rect when they do not meet, so nothing inside is reachable.
    private static func intersect(_ clip: Rect?, _ rect: Rect) -> Rect {
        guard let clip else { return rect }
        return clip.intersection(rect) ?? Rect(x: rect.minX, y: rect.minY, width: 0, height: 0)
    }

    /// Half-open containment, so a point on the edge shared by two neighbours belongs to one of them only.
    static func contains(_ rect: Rect, _ point: Point) -> Bool {
        point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY && point.y < rect.maxY
    }
}
