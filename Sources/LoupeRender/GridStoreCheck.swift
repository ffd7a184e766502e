import LoupeInteraction
import LoupeScene

/// Checks what a scene's GridDragViews read from the persisted-offset store, before anything is laid out.
enum GridStoreCheck {
    /// Checks what the grids read from the store before anything is laid out: every `persistenceKey` must make a
    /// store key, and a stored arrangement must list each of the grid's cell identities once.
    static func validate(_ scene: LoadedScene) throws(LoupeRenderError) {
        let document = scene.document
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
            let place = scene.placeOfStoredValue(key)
            failure = .badInput(place.prefix + "defaults[\"\(key)\"]: the arrangement of the \(spec.rows) × \(spec.cols) "
                                + "GridDragView at \(path) must list each cell identity 0 to \(spec.cellCount - 1) "
                                + "once, one per slot; found \(describe(stored))" + place.suffix)
        }
        if let failure { throw failure }
    }

    /// Calls `body` for every GridDragView in the tree: containers' children, grid cells and modifier layers.
    private static func visitGrids(_ view: ViewNode, _ body: (String, GridDragViewSpec) -> Void) {
        if case .gridDragView(let spec) = view.kind { body(view.path, spec) }
        for child in view.kind.children { visitGrids(child, body) }
        for modifier in view.modifiers {
            if case .overlay(_, .view(let layer)) = modifier { visitGrids(layer, body) }
            if case .background(_, .view(let layer)) = modifier { visitGrids(layer, body) }
        }
    }

    /// A stored value in an error: its count and its first few numbers.
    private static func describe(_ stored: [Double]) -> String {
        let shown = stored.prefix(8).map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int64($0)) : String($0) }
        let list = shown.joined(separator: ", ") + (stored.count > 8 ? ", …" : "")
        return "\(stored.count) number\(stored.count == 1 ? "" : "s") [\(list)]"
    }
}
