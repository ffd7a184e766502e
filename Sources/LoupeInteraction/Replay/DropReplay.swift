import LoupeCore
import LoupeLayout
import LoupeOverlays
import LoupeScene

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
