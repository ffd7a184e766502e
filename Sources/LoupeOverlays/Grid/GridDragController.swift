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

    public let rows: Int
    public let cols: Int
    public let mode: GridDragViewSpec.Mode
    private(set) var engine: Engine
    /// The cell the gesture in flight started on (its end event is delivered to that cell); `nil` between gestures.
    public private(set) var touchedCell: Int?
    /// The in-flight gesture's translation, for a puzzle (the wrap model keeps its own).
    private var puzzleTranslation = Size.zero

    /// A grid in its home arrangement.
    /// - Parameter cellSize: the side of every cell, above 0 (the layout never gives less than 1).
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

    /// One gesture that starts with a touch at `point` (relative to the grid's centre), with change events at
    /// `translations`, then the end event when `release` is true. A gesture still in flight ends first (a finger
    /// lifts before the next touch).
    ///
    /// - Wrap: the touched cell's row or column moves with every event and snaps on release (``GridDragModel``).
    /// - Puzzle: while in flight the tiles between the touched one and the gap follow the drag by up to a cell;
    ///   on release they move into the gap if the drag went at least half a cell toward it.
    ///
    /// - Returns: whether a gesture ended (this one's release, or the one in flight before it): then the
    ///   arrangement is final and may be persisted.
    @discardableResult
    public mutating func drag(startingAt point: Point, translations: [Size], release: Bool,
                              minimumDistance: Double = GridDragModel.defaultMinimumDistance) throws(GridDragError) -> Bool {
        let endedEarlier = try endGesture()
        guard let last = translations.last,
              translations.contains(where: { DragGestureState.reaches(minimumDistance: minimumDistance, translation: $0) })
        else { return endedEarlier }
        switch engine {
        case .wrap(var model):
            guard let cell = model.cellIndex(at: point) else { return endedEarlier }
            try model.drag(cellIndex: cell, translations: translations, release: release, minimumDistance: minimumDistance)
            engine = .wrap(model)
            touchedCell = release ? nil : cell
        case .puzzle(var puzzle):
            guard let cell = puzzle.cellIndex(at: point) else { return endedEarlier }
            if release {
                puzzle.drag(cellIndex: cell, translation: last)
                engine = .puzzle(puzzle)
            } else {
                touchedCell = cell
                puzzleTranslation = last
            }
        }
        return release || endedEarlier
    }

    /// Ends the gesture in flight as its end event would (wrap: one more move with the last translation and the
    /// snap; puzzle: the move into the gap if the drag went far enough).
    /// - Returns: whether a gesture was in flight.
    @discardableResult
    public mutating func endGesture() throws(GridDragError) -> Bool {
        guard let cell = touchedCell else { return false }
        touchedCell = nil
        switch engine {
        case .wrap(var model):
            try model.endDrag(cellIndex: cell)
            engine = .wrap(model)
        case .puzzle(var puzzle):
            puzzle.drag(cellIndex: cell, translation: puzzleTranslation)
            engine = .puzzle(puzzle)
            puzzleTranslation = .zero
        }
        return true
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
