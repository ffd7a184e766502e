import LoupeCore
import LoupeLayout
import LoupeOverlays
import LoupeScene

/// Replays a scene's interactions event by event, as SwiftUI would deliver them to Loupe's gesture handlers
/// (`docs/interactions.md`).
///
/// VisualLayoutGuide (its info box) and DraggablePositionView (the whole view) keep a committed offset and an
/// in-flight one (``DragGestureState``, minimum distance 1 as Loupe passes): a change event sets the in-flight offset
/// to the translation so far, the end event adds it to the committed offset, clears the in-flight one and writes the
/// committed offset to the store when persistence is on. What differs between them — hit area, persistence key,
/// constraints, settling — each kind declares once (`LoupeDrag`, `ViewKind.loupeDrag`). A view with a `draggable`
/// modifier moves as a whole the same way (SwiftUI's default minimum distance, 10), which changes the layout: the scene
/// is laid out again after each such event. A drag that starts (`start`) off the view's touchable area never reaches
/// it; a view whose dragging is not enabled ignores drags. GridDragViews (`GridReplay`) move their cells, and `reset`
/// puts them home; the scene is laid out again when their cells move.
///
/// Laying out again is deferred until something reads the layout — the next interaction's hit test, a recorded
/// moment, a position view settling its drag — so a long drag on a large grid costs one layout, not one per event.
public struct InteractionReplay {
    /// One moment of the replay: what the scene is drawn from.
    public struct Snapshot {
        /// The interaction state at this moment: offsets, store, layout state and grids.
        public var state: InteractionState
        /// The layout at this moment, made with ``state``'s layout state.
        public var layout: LayoutResult
    }

    /// The moment after the last event.
    public private(set) var final: Snapshot

    private var layout: LayoutResult
    /// Whether interaction state changed what the layout shows since ``layout`` was made.
    private var layoutIsStale = false
    private let layOut: (LayoutState) -> LayoutResult
    private let colorScheme: ColorScheme
    private let text: any TextLineLayout
    private var store: OffsetStore
    private var gestures: [String: DragGestureState] = [:]
    private var draggableGestures: [String: DragGestureState] = [:]
    private var grids = GridReplay()

    /// Replays every interaction of `document` at once; ``final`` then holds the moment after the last event.
    ///
    /// - Parameters:
    ///   - document: The scene: its interactions, its colour scheme, and the persisted offsets the store starts with.
    ///   - text: Sets overlay labels into lines (position views measure their label to settle a drag).
    ///   - layOut: lays the scene out for a layout state.
    ///   - everyMoment: called with the moment before any event, then after every event in order (for
    ///     `--frames`); each is handed over at once, so a long replay is never held in memory.
    public init(document: SceneDocument, text: any TextLineLayout, layOut: @escaping (LayoutState) -> LayoutResult,
         everyMoment: ((Snapshot) -> Void)? = nil) {
        self.layOut = layOut
        layout = layOut(LayoutState())
        final = Snapshot(state: InteractionState(store: OffsetStore(document.defaults)), layout: layout)  // until the end
        colorScheme = document.colorScheme
        self.text = text
        store = OffsetStore(document.defaults)
        restorePersistedOffsets()
        grids = GridReplay(layout: layout, store: store)
        if !grids.isEmpty { layout = layOut(layoutState) }
        everyMoment?(snapshot)
        for interaction in document.interactions {
            refreshLayout()
            if case .reset(let reset) = interaction, let node = layout.node(id: reset.target) {
                updateGrids { $0.reset(node, store: &$1) }
                if let everyMoment { refreshLayout(); everyMoment(snapshot) }
                continue
            }
            guard case .drag(let drag) = interaction, let node = layout.node(id: drag.target) else { continue }
            // The finger goes down where the view is when the gesture begins; elsewhere the view never hears of it.
            let loupeDrag = node.view.kind.loupeDrag
            let reaches = loupeDrag.map { behaviour in drag.start.map { touches(node, behaviour, at: $0) } ?? true } ?? false
            let draggable = drag.start.map { draggableTouches(node, at: $0) } ?? true
            if let start = drag.start { updateGrids { $0.begin(node, at: start, store: &$1) } }
            for event in drag.events {
                if reaches, let loupeDrag {
                    refreshLayout()
                    apply(event, to: node, loupeDrag)
                }
                if draggable { applyDraggable(event, to: node) }
                updateGrids { $0.apply(event, to: node, store: &$1) }
                if let everyMoment { refreshLayout(); everyMoment(snapshot) }
            }
        }
        refreshLayout()
        final = snapshot
    }

    /// How many moments `everyMoment` is called with at most: one before any event, then one per event (a drag or
    /// reset whose target is not laid out gives none).
    public static func momentCount(of document: SceneDocument) -> Int {
        1 + document.interactions.reduce(0) { count, interaction in
            switch interaction {
            case .drag(let drag): count + drag.events.count
            case .reset: count + 1
            case .drop: count
            }
        }
    }

    private var state: InteractionState {
        InteractionState(manualOffsets: gestures.mapValues(\.total), store: store, layoutState: layoutState,
                         grids: grids.reports)
    }

    private var layoutState: LayoutState {
        LayoutState(draggables: draggableGestures.mapValues {
            DraggableState(committed: $0.committed, translation: $0.transient, isDragging: $0.isDragging)
        }, gridCellOffsets: grids.cellOffsets)
    }

    private var snapshot: Snapshot { Snapshot(state: state, layout: layout) }

    /// Lays the scene out again if interaction state changed since the last layout.
    private mutating func refreshLayout() {
        guard layoutIsStale else { return }
        layout = layOut(layoutState)
        layoutIsStale = false
    }

    // MARK: - Appearing

    /// On appear a guide restores its persisted offset; a position view restores it when persistence is on and
    /// otherwise starts from zero (Loupe resets it; in a scene both start from zero,
    /// `docs/interactions.md#reading-and-writing`).
    private mutating func restorePersistedOffsets() {
        for node in layout.nodes {
            guard let key = node.view.kind.loupeDrag?.persistenceKey(of: node), let saved = store.offset(forKey: key)
            else { continue }
            gestures[node.view.path] = DragGestureState(committed: saved)
        }
    }

    // MARK: - Events

    private var painter: ScenePainter {
        ScenePainter(layout: layout, colorScheme: colorScheme, text: text, manualOffsets: state.manualOffsets)
    }

    /// Whether a finger at `point` lands on the part of `node` that carries its gesture, as drawn at this moment.
    private func touches(_ node: LayoutNode, _ behaviour: any LoupeDrag, at point: Point) -> Bool {
        behaviour.touches(node, at: point, painter: painter)
    }

    /// One event of a Loupe drag, as the view's kind declares it (``LoupeDrag``).
    private mutating func apply(_ event: DragGestureEvent, to node: LayoutNode, _ behaviour: any LoupeDrag) {
        guard behaviour.isEnabled(node) else { return }
        drag(node.view.path, event, key: behaviour.persistenceKey(of: node),
             constrain: { behaviour.constrain($0, of: node) },
             settle: { [layout, text] committed in behaviour.settle(committed, of: node, layout: layout, text: text) })
    }

    // MARK: - The draggable modifier

    /// The `draggable` modifier of the target view, with its index.
    private func draggableModifier(of node: LayoutNode) -> (index: Int, spec: DraggableSpec)? {
        for (index, modifier) in node.view.modifiers.enumerated() {
            if case .dragHandle(let spec) = modifier.interactionRole { return (index, spec) }
        }
        return nil
    }

    /// Whether a finger at `point` lands on the view as wrapped by its `draggable` modifier.
    private func draggableTouches(_ node: LayoutNode, at point: Point) -> Bool {
        guard let (index, _) = draggableModifier(of: node) else { return false }
        return node.modifierFrames[index].contains(point)
    }

    /// One event on a `draggable` view; the layout is stale when its offset or dragging state changes.
    private mutating func applyDraggable(_ event: DragGestureEvent, to node: LayoutNode) {
        guard let (_, spec) = draggableModifier(of: node) else { return }
        let path = node.view.path
        let before = layoutState
        var gesture = draggableGestures[path] ?? DragGestureState(minimumDistance: spec.minimumDistance)
        gesture.apply(event)
        draggableGestures[path] = gesture
        if layoutState != before { layoutIsStale = true }
    }

    /// Applies a GridDragView step; the layout is stale when cells moved.
    private mutating func updateGrids(_ step: (inout GridReplay, inout OffsetStore) -> Void) {
        guard !grids.isEmpty else { return }
        let before = grids.cellOffsets
        step(&grids, &store)
        if grids.cellOffsets != before { layoutIsStale = true }
    }

    /// One event of a drag on the view at `path`. An end event that finishes a gesture commits the translation,
    /// lets `settle` correct the committed offset, and writes it under `key` when persistence is on.
    private mutating func drag(_ path: String, _ event: DragGestureEvent, key: String?,
                               constrain: (Size) -> Size, settle: (Size) -> Size) {
        var gesture = gestures[path] ?? DragGestureState()
        switch event {
        case .change(let translation):
            gesture.change(translation: constrain(translation))
        case .end(let translation):
            let constrained = constrain(translation)
            let finishes = gesture.isDragging
                || DragGestureState.reaches(minimumDistance: gesture.minimumDistance, translation: constrained)
            gesture.end(translation: constrained)
            if finishes {
                gesture.setCommitted(settle(gesture.committed))
                if let key { store.set(gesture.committed, forKey: key) }
            }
        }
        gestures[path] = gesture
    }
}
