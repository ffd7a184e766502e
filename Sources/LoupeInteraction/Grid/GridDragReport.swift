import LoupeCore
import LoupeScene

/// What a GridDragView shows after the scene's interactions, for the `layout` report.
public struct GridDragReport: Sendable, Hashable {
    /// The grid's view path, e.g. `body.content[0]`.
    public var path: String
    /// The grid's `id` in the scene, if it has one.
    public var id: String?
    /// The number of rows of slots.
    public var rows: Int
    /// The number of columns of slots.
    public var cols: Int
    /// Whether the grid wraps (`wrap`) or is a sliding puzzle (`puzzle`).
    public var mode: GridDragViewSpec.Mode
    /// The side of every cell, in points.
    public var cellSize: Double
    /// The offset of the top-leading slot from the grid's centre.
    public var origin: Point
    /// For each slot in row-major order, the identity of the cell there; `nil` while a drag in flight leaves two
    /// cells nearest one slot.
    public var arrangement: [Int]?
    /// Every cell's offset from the grid's centre, by identity, as drawn.
    public var cellOffsets: [Point]
    /// Whether a drag is in flight (`"release": false`).
    public var isDragging: Bool
    /// The axis the drag in flight moves cells along.
    public var lockedAxis: GridAxis?
    /// The store key the arrangement is persisted under, or `nil`.
    public var persistenceKey: String?
    /// The puzzle's empty slot identity; `nil` in wrap mode.
    public var emptyIdentity: Int?
    /// Whether the puzzle is solved; `nil` in wrap mode.
    public var isSolved: Bool?

    /// The report of the grid at `path`, read from `controller` as it stands now.
    public init(path: String, id: String?, controller: GridDragController, persistenceKey: String?) {
        self.path = path
        self.id = id
        rows = controller.rows
        cols = controller.cols
        mode = controller.mode
        cellSize = controller.cellSize
        origin = controller.origin
        arrangement = controller.arrangement
        cellOffsets = controller.cellOffsets
        isDragging = controller.isDragging
        lockedAxis = controller.lockedAxis
        self.persistenceKey = persistenceKey
        emptyIdentity = controller.emptyIdentity
        isSolved = controller.isSolved
    }

    /// The arrangement as rows of identities, top row first.
    public var arrangementRows: [[Int]]? {
        arrangement.map { slots in stride(from: 0, to: slots.count, by: cols).map { Array(slots[$0..<min($0 + cols, slots.count)]) } }
    }
}
