import LoupeCore
import LoupeScene

/// One GridDragView at run time, driven as the view's gesture handlers drive it: its model (the original's
/// wrap-around ``GridDragModel``, or the ``SlidingPuzzleModel`` in `puzzle` mode) at the cell size the layout gives
/// it, and the gesture in flight.
///
/// Gestures use SwiftUI's default `DragGesture()` (minimum distance 10): a drag none of whose events reaches it
/// never starts, so nothing moves and nothing ends. A touch outside every cell (or, in a puzzle, on the gap) starts
/// no gesture either.
public struct GridDragController: Sendable, Hashable {
    enum Engine: Sendable, Hashable {
        case wrap(GridDragModel)
        case puzzle(SlidingPuzzleModel)
    }

    /// A finger on a cell: the gesture starts once a change event reaches the minimum distance.
    struct Touch: Sendable, Hashable {
        var cell: Int
        var minimumDistance: Double
        var started = false
    }

    /// The number of rows of slots.
    public let rows: Int
    /// The number of columns of slots.
    public let cols: Int
    /// Whether drags wrap rows and columns around or slide puzzle tiles.
    public let mode: GridDragViewSpec.Mode
    private(set) var engine: Engine
    /// The finger down on a cell, if any.
    private var touch: Touch?
    /// The in-flight gesture's translation, for a puzzle (the wrap model keeps its own).
    private var puzzleTranslation = Size.zero

    /// A grid in its home arrangement.
    /// - Parameters:
    ///   - spec: The GridDragView: its rows, columns, mode and cell sources.
    ///   - cellSize: the side of every cell, above 0 (the layout never gives less than 1).
    /// - Throws: what the model throws for the spec and size (never for a decoded spec and a layout's size).
    public init(spec: GridDragViewSpec, cellSize: Double) throws(GridDragError) {
        rows = spec.rows
        cols = spec.cols
        mode = spec.mode
        switch spec.mode {
        case .wrap:
            let source = GridCellSource(cellCount: spec.explicitCellCount, hasFactory: spec.hasFactory)
            engine = .wrap(try GridDragModel(rows: spec.rows, cols: spec.cols, cellSize: cellSize, cellSource: source))
        case .puzzle:
            engine = .puzzle(try Self.puzzle(rows: spec.rows, cols: spec.cols, cellSize: cellSize, arrangement: nil))
        }
    }

    // MARK: - Actions

    /// Puts every cell in the slot `arrangement` gives it (slot → identity, row-major), as restoring a persisted
    /// arrangement does when the view appears.
    /// - Throws: ``GridDragError/invalidArrangement(cellCount:)`` unless it lists each identity once.
    public mutating func arrange(_ arrangement: [Int]) throws(GridDragError) {
        switch engine {
        case .wrap(var model):
            try model.arrange(arrangement)
            engine = .wrap(model)
        case .puzzle(let puzzle):
            engine = .puzzle(try Self.puzzle(rows: rows, cols: cols, cellSize: puzzle.cellSize, arrangement: arrangement))
        }
    }

    /// A finger goes down at `point` (relative to the grid's centre) on whichever cell is under it (in a puzzle, a
    /// tile: the gap takes no touch). A gesture still in flight ends first, as a finger lifts before the next touch.
    /// - Returns: whether that earlier gesture ended (its arrangement is then final and may be persisted).
    @discardableResult
    public mutating func begin(at point: Point,
                               minimumDistance: Double = GridDragModel.defaultMinimumDistance) throws(GridDragError) -> Bool {
        let ended = try endGesture()
        let cell: Int? = switch engine {
        case .wrap(let model): model.cellIndex(at: point)
        case .puzzle(let puzzle): puzzle.cellIndex(at: point)
        }
        touch = cell.map { Touch(cell: $0, minimumDistance: minimumDistance) }
        return ended
    }

    /// A change event with the gesture's translation so far. Until one reaches the minimum distance the gesture has
    /// not started and nothing moves. Wrap: the original's `moveViews`, then `dragging = true`; puzzle: the tiles
    /// between the touched one and the gap follow the drag by up to a cell.
    public mutating func change(_ translation: Size) throws(GridDragError) {
        guard var touch else { return }
        guard touch.started
                || DragGestureState.reaches(minimumDistance: touch.minimumDistance, translation: translation)
        else { return }
        switch engine {
        case .wrap(var model):
            try model.moveViews(index: touch.cell, translation: translation)
            model.dragging = true
            engine = .wrap(model)
        case .puzzle:
            puzzleTranslation = translation
        }
        touch.started = true
        self.touch = touch
    }

    /// The end event: the finger lifts. Wrap: `moveViews` once more, `snapToGrid()`, `dragging = false`; puzzle: the
    /// tiles move into the gap when the drag went at least half a cell toward it. A gesture that never started ends
    /// with nothing.
    /// - Returns: whether a gesture ended.
    @discardableResult
    public mutating func end(_ translation: Size) throws(GridDragError) -> Bool {
        guard let touch else { return false }
        self.touch = nil
        guard touch.started else { return false }
        switch engine {
        case .wrap(var model):
            try model.moveViews(index: touch.cell, translation: translation)
            model.snapToGrid()
            model.dragging = false
            engine = .wrap(model)
        case .puzzle(var puzzle):
            puzzle.drag(cellIndex: touch.cell, translation: translation)
            engine = .puzzle(puzzle)
            puzzleTranslation = .zero
        }
        return true
    }

    /// One whole gesture: ``begin(at:minimumDistance:)``, a change event per translation, then the end event with
    /// the last translation when `release` is true.
    /// - Returns: whether a gesture ended (this one, or one in flight before it).
    @discardableResult
    public mutating func drag(startingAt point: Point, translations: [Size], release: Bool,
                              minimumDistance: Double = GridDragModel.defaultMinimumDistance) throws(GridDragError) -> Bool {
        var ended = try begin(at: point, minimumDistance: minimumDistance)
        for translation in translations { try change(translation) }
        if release, let last = translations.last { ended = try end(last) || ended }
        return ended
    }

    /// Ends the gesture in flight as its end event would, with its last translation.
    /// - Returns: whether a gesture was in flight.
    @discardableResult
    public mutating func endGesture() throws(GridDragError) -> Bool {
        guard let touch, touch.started else {
            self.touch = nil
            return false
        }
        switch engine {
        case .wrap(let model): return try end(model.lastDragTranslation)
        case .puzzle: return try end(puzzleTranslation)
        }
    }

    /// The original's `resetCellOffsets()` (the demo's Reset button): every cell back in its home slot. A gesture in
    /// flight ends first, since the finger has left the grid to press the button.
    public mutating func reset() throws(GridDragError) {
        try endGesture()
        switch engine {
        case .wrap(var model):
            model.resetCellOffsets()
            engine = .wrap(model)
        case .puzzle(var puzzle):
            puzzle.reset()
            engine = .puzzle(puzzle)
        }
    }

    /// The cell the gesture in flight started on; `nil` when no gesture is in flight.
    public var touchedCell: Int? { touch?.started == true ? touch?.cell : nil }

    // MARK: - State

    /// The side of every cell, in points.
    public var cellSize: Double {
        switch engine {
        case .wrap(let model): model.cellSize
        case .puzzle(let puzzle): puzzle.cellSize
        }
    }

    /// The offset of the top-leading slot from the grid's centre.
    public var origin: Point {
        switch engine {
        case .wrap(let model): model.origin
        case .puzzle(let puzzle): puzzle.origin
        }
    }

    /// Every cell's offset from the grid's centre, by identity, as drawn (in-flight drags included).
    public var cellOffsets: [Point] {
        switch engine {
        case .wrap(let model):
            return model.cellOffsets
        case .puzzle(let puzzle):
            guard let cell = touchedCell else { return puzzle.cellOffsets }
            return puzzle.offsets(dragging: cell, translation: puzzleTranslation)
        }
    }

    /// For each slot in row-major order, the identity of the cell there; `nil` while a wrap drag leaves two cells
    /// nearest the same slot (see ``GridDragModel/arrangement``). A puzzle's in-flight slide does not count until
    /// it is released.
    public var arrangement: [Int]? {
        switch engine {
        case .wrap(let model): model.arrangement
        case .puzzle(let puzzle): puzzle.arrangement
        }
    }

    /// Whether a gesture is in flight.
    public var isDragging: Bool { touchedCell != nil }

    /// The axis the gesture in flight moves cells along: the wrap model's lock, or the puzzle tile's line to the gap
    /// (`nil` when that tile cannot move); `nil` between gestures.
    public var lockedAxis: GridAxis? {
        guard let cell = touchedCell else { return nil }
        switch engine {
        case .wrap(let model): return model.isHorizontal ? .horizontal : .vertical
        case .puzzle(let puzzle): return puzzle.slideAxis(cellIndex: cell)
        }
    }

    /// The identity of the puzzle's empty slot; `nil` in wrap mode.
    public var emptyIdentity: Int? {
        if case .puzzle(let puzzle) = engine { return puzzle.emptyIdentity }
        return nil
    }

    /// Whether the puzzle is solved; `nil` in wrap mode.
    public var isSolved: Bool? {
        if case .puzzle(let puzzle) = engine { return puzzle.isSolved }
        return nil
    }

    /// A puzzle whose gap is the last cell, with its errors told as the grid's.
    private static func puzzle(rows: Int, cols: Int, cellSize: Double,
                               arrangement: [Int]?) throws(GridDragError) -> SlidingPuzzleModel {
        do {
            return try SlidingPuzzleModel(rows: rows, cols: cols, cellSize: cellSize, arrangement: arrangement)
        } catch {
            switch error {
            case .invalidDimensions, .emptySlotOutOfRange: throw .invalidDimensions(rows: rows, cols: cols)
            case .tooManyCells(let rows, let cols, let limit): throw .tooManyCells(rows: rows, cols: cols, limit: limit)
            case .invalidCellSize(let size): throw .invalidCellSize(size)
            case .wrongArrangementCount, .notAPermutation: throw .invalidArrangement(cellCount: rows * cols)
            }
        }
    }
}
