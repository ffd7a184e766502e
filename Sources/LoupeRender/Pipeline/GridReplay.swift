import LoupeCore
import LoupeLayout
import LoupeOverlays
import LoupeScene

/// Replays a scene's interactions against its GridDragViews, as the view's gesture handlers and the demo's Reset
/// button would, on the grids as a first layout pass placed them.
///
/// When a grid appears it restores its persisted arrangement (`GridDragView.<key>` in the store). A `drag` on a grid
/// starts at `start` (global points) on the cell under it at that moment and delivers `steps` change events along
/// the straight path, then the end event unless `release` is false (``GridDragController``). A `reset` puts every
/// cell home. The arrangement is written to the store whenever a gesture ends and after a reset.
struct GridReplay {
    /// The persisted-offset store after the grids' interactions.
    private(set) var store: OffsetStore
    /// What every grid shows, in layout preorder.
    private(set) var reports: [GridDragReport] = []
    /// The cell offsets for the second layout pass.
    private(set) var layoutState = LayoutState()

    private struct Grid {
        let node: LayoutNode
        let storeKey: String?
        var controller: GridDragController
    }

    init(layout: LayoutResult, document: SceneDocument, store: OffsetStore) {
        self.store = store
        var grids: [String: Grid] = [:]
        var order: [String] = []
        for node in layout.nodes {
            guard case .gridDragView(let spec) = node.view.kind else { continue }
            let cellSize = GridDragLayout.cellSize(for: node.frame.size, rows: spec.rows, cols: spec.cols)
            guard var controller = try? GridDragController(spec: spec, cellSize: cellSize) else { continue }
            let key = GridDragPersistence.key(for: spec.persistenceKey)
            // On appear: a stored arrangement (checked by `validate`; an unusable one leaves the home arrangement).
            if let key, let stored = store.numbers(forKey: key),
               let arrangement = GridDragPersistence.arrangement(from: stored, cellCount: spec.cellCount) {
                try? controller.arrange(arrangement)
            }
            grids[node.view.path] = Grid(node: node, storeKey: key, controller: controller)
            order.append(node.view.path)
        }
        guard !grids.isEmpty else { return }

        for interaction in document.interactions {
            if case .drag(let drag) = interaction, let node = layout.node(id: drag.target),
               var grid = grids[node.view.path], let start = drag.start {
                let steps = max(drag.steps, 1)
                let translations = (1...steps).map { step in
                    Size(width: drag.translation.width * Double(step) / Double(steps),
                         height: drag.translation.height * Double(step) / Double(steps))
                }
                let ended = (try? grid.controller.drag(startingAt: start - node.frame.center,
                                                       translations: translations, release: drag.release)) ?? false
                if ended { persist(grid) }
                grids[node.view.path] = grid
            } else if case .reset(let reset) = interaction, let node = layout.node(id: reset.target),
                      var grid = grids[node.view.path] {
                if (try? grid.controller.reset()) != nil { persist(grid) }
                grids[node.view.path] = grid
            }
        }

        for path in order {
            guard let grid = grids[path] else { continue }
            reports.append(GridDragReport(path: path, id: grid.node.view.id, controller: grid.controller,
                                          persistenceKey: grid.storeKey))
            layoutState.gridCellOffsets[path] = grid.controller.cellOffsets
        }
    }

    private mutating func persist(_ grid: Grid) {
        guard let key = grid.storeKey, let arrangement = grid.controller.arrangement else { return }
        store.set(GridDragPersistence.storedValue(arrangement), forKey: key)
    }

    /// Checks what the grids read from the store before anything is laid out: every `persistenceKey` must make a
    /// store key, and a stored arrangement must list each of the grid's cell identities once.
    static func validate(_ document: SceneDocument) throws(LoupeRenderError) {
        var failure: LoupeRenderError?
        visitGrids(document.body) { path, spec in
            guard failure == nil, let persistenceKey = spec.persistenceKey else { return }
            guard let key = GridDragPersistence.key(for: persistenceKey) else {
                failure = .badInput("\(path).persistenceKey: \"\(persistenceKey)\" has no letters or digits, so it "
                                    + "makes no store key")
                return
            }
            guard let stored = document.defaults[key],
                  GridDragPersistence.arrangement(from: stored, cellCount: spec.cellCount) == nil else { return }
            failure = .badInput("defaults[\"\(key)\"]: the arrangement of the \(spec.rows) × \(spec.cols) "
                                + "GridDragView at \(path) must list each cell identity 0 to \(spec.cellCount - 1) "
                                + "once, one per slot; found \(describe(stored))")
        }
        if let failure { throw failure }
    }

    /// Calls `body` for every GridDragView in the tree: containers' children, grid cells and modifier layers.
    private static func visitGrids(_ view: ViewNode, _ body: (String, GridDragViewSpec) -> Void) {
        if case .gridDragView(let spec) = view.kind { body(view.path, spec) }
        for child in view.kind.children { visitGrids(child, body) }
        for modifier in view.modifiers {
            switch modifier {
            case .overlay(_, .view(let layer)), .background(_, .view(let layer)): visitGrids(layer, body)
            default: break
            }
        }
    }

    /// A stored value in an error: its count and its first few numbers.
    private static func describe(_ stored: [Double]) -> String {
        let shown = stored.prefix(8).map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int64($0)) : String($0) }
        let list = shown.joined(separator: ", ") + (stored.count > 8 ? ", …" : "")
        return "\(stored.count) number\(stored.count == 1 ? "" : "s") [\(list)]"
    }
}
