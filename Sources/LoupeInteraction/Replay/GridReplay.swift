import LoupeCore
import LoupeLayout
import LoupeOverlays
import LoupeScene

/// The GridDragViews' part of the interaction replay, as the view's gesture handlers and the demo's Reset button
/// would drive each grid's model (``GridDragController``).
///
/// When a grid appears it restores its persisted arrangement (`GridDragView.<key>` in the store). A `drag` on a grid
/// puts the finger down at `start` (global points) on the cell under it at that moment, then delivers the drag's
/// events; a `reset` puts every cell home. The arrangement is written to the store whenever a gesture ends and after
/// a reset. ``InteractionReplay`` calls it for every interaction and lays the scene out again when
/// ``cellOffsets`` change.
struct GridReplay {
    private struct Grid {
        let path: String
        let id: String?
        let storeKey: String?
        var controller: GridDragController
    }

    /// The grids in layout preorder.
    private var grids: [Grid] = []
    private var indexByPath: [String: Int] = [:]

    /// No grids.
    init() {}

    /// Every GridDragView of `layout`, sized as it is laid out, with its persisted arrangement restored. A stored
    /// value that is not an arrangement of the grid's cells is left unused here; ``validate(_:)`` reports it.
    init(layout: LayoutResult, store: OffsetStore) {
        for node in layout.nodes {
            guard case .gridDragView(let spec) = node.view.kind else { continue }
            let cellSize = GridDragLayout.cellSize(for: node.frame.size, rows: spec.rows, cols: spec.cols)
            guard var controller = try? GridDragController(spec: spec, cellSize: cellSize) else { continue }
            let key = GridDragPersistence.key(for: spec.persistenceKey)
            if let key, let stored = store.numbers(forKey: key),
               let arrangement = GridDragPersistence.arrangement(from: stored, cellCount: spec.cellCount) {
                try? controller.arrange(arrangement)
            }
            indexByPath[node.view.path] = grids.count
            grids.append(Grid(path: node.view.path, id: node.view.id, storeKey: key, controller: controller))
        }
    }

    var isEmpty: Bool { grids.isEmpty }

    /// Every grid's cell offsets, by path: the layout's input.
    var cellOffsets: [String: [Point]] {
        Dictionary(uniqueKeysWithValues: grids.map { ($0.path, $0.controller.cellOffsets) })
    }

    /// What every grid shows, in layout preorder.
    var reports: [GridDragReport] {
        grids.map { GridDragReport(path: $0.path, id: $0.id, controller: $0.controller, persistenceKey: $0.storeKey) }
    }

    // MARK: - Interactions

    /// A finger goes down at `start` (global points) on the grid `node`; a drag left in flight on it ends first.
    /// Nothing happens when `node` is not a grid.
    mutating func begin(_ node: LayoutNode, at start: Point, store: inout OffsetStore) {
        update(node, store: &store) { controller throws(GridDragError) in
            try controller.begin(at: start - node.frame.center)
        }
    }

    /// One event of the drag on the grid `node`.
    mutating func apply(_ event: DragGestureEvent, to node: LayoutNode, store: inout OffsetStore) {
        update(node, store: &store) { controller throws(GridDragError) in
            switch event {
            case .change(let translation):
                try controller.change(translation)
                return false
            case .end(let translation):
                return try controller.end(translation)
            }
        }
    }

    /// `{"reset": {"target"}}` on the grid `node`.
    mutating func reset(_ node: LayoutNode, store: inout OffsetStore) {
        update(node, store: &store) { controller throws(GridDragError) in
            try controller.reset()
            return true
        }
    }

    /// Runs `action` on the grid at `node`'s path and persists its arrangement when `action` says a gesture ended.
    /// The model cannot fail on a decoded scene (its cell size is at least 1 and translations are bounded); if it
    /// ever did, the event is dropped rather than the run stopped.
    private mutating func update(_ node: LayoutNode, store: inout OffsetStore,
                                 _ action: (inout GridDragController) throws(GridDragError) -> Bool) {
        guard let index = indexByPath[node.view.path] else { return }
        var controller = grids[index].controller
        guard let persist = try? action(&controller) else { return }
        grids[index].controller = controller
        if persist, let key = grids[index].storeKey, let arrangement = controller.arrangement {
            store.set(GridDragPersistence.storedValue(arrangement), forKey: key)
        }
    }
}
