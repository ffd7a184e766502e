import LoupeCore
import LoupeLayout
import LoupeScene

/// Where each guide's info box goes: natural frames aligned in the guides, manual offsets, and the collision
/// coordinator's answers — one coordinator per scope, guides registered in paint order.
struct GuidePlacement {
    struct Entry {
        var node: LayoutNode
        var spec: VisualLayoutGuideSpec
        var naturalBox: Rect
        var manualOffset: Size
        var collisionOffset: Double
        var persistenceKey: String?

        /// Where the box is drawn: Loupe moves it by the manual offset with `.offset`, which moves the other way right
        /// to left, as every offset does (`docs/layout.md#right-to-left`).
        var box: Rect { naturalBox.offsetBy(dx: drawnOffset.width, dy: drawnOffset.height + collisionOffset) }

        var drawnOffset: Size {
            node.environment.layoutDirection == .rightToLeft ? Size(width: -manualOffset.width, height: manualOffset.height)
                                                             : manualOffset
        }
    }

    private(set) var entries: [String: Entry] = [:]
    private(set) var order: [String] = []

    /// - Parameter manualOffsets: each guide's manual offset by path (persisted plus in-flight drag).
    init(guides: [(LayoutNode, VisualLayoutGuideSpec)], manualOffsets: [String: Size]) {
        var boxesByScope: [String: [(id: String, frame: Rect, autoPositioning: Bool, manualOffset: Size)]] = [:]
        var scopeOrder: [String] = []
        for (node, spec) in guides {
            let path = node.view.path
            var natural = Self.naturalBox(in: node.frame, alignment: spec.alignment)
            if node.environment.layoutDirection == .rightToLeft {
                // Loupe aligns the box as an overlay: leading and trailing trade sides.
                natural = HorizontalMirror.mirrored(natural, across: node.frame)
            }
            let manual = manualOffsets[path] ?? .zero
            let scope = node.environment.coordinatorScope ?? ""
            if boxesByScope[scope] == nil { scopeOrder.append(scope) }
            let key = GuideKeys.persistenceKey(for: node, spec: spec)
            let entry = Entry(node: node, spec: spec, naturalBox: natural, manualOffset: manual, collisionOffset: 0,
                              persistenceKey: key)
            boxesByScope[scope, default: []].append((id: path, frame: natural,
                                                     autoPositioning: node.environment.guidePositioning == .auto,
                                                     manualOffset: entry.drawnOffset))
            entries[path] = entry
            order.append(path)
        }
        var coordinators: [String: OverlayPositionCoordinator] = [:]
        for scope in scopeOrder {
            var coordinator = OverlayPositionCoordinator()
            coordinator.register(boxesByScope[scope] ?? [])
            coordinators[scope] = coordinator
        }
        for path in order {
            let scope = entries[path]!.node.environment.coordinatorScope ?? ""
            entries[path]!.collisionOffset = coordinators[scope]!.offset(for: path)
        }
    }

    /// The 130×130 box aligned against the guide's frame (`docs/overlays.md#info-box-placement`); never clamped to it.
    static func naturalBox(in frame: Rect, alignment: Alignment) -> Rect {
        let side = GuideMetrics.boxSide
        let x = frame.minX + alignment.horizontal.value(in: frame.width) - alignment.horizontal.value(in: side)
        let y = frame.minY + alignment.vertical.value(in: frame.height) - alignment.vertical.value(in: side)
        return Rect(x: x, y: y, width: side, height: side)
    }
}
