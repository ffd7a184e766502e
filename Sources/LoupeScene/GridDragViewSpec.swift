/// `GridDragView(gridDragViewModel:)` (DavidSReich/GridDragView, `docs/interactions.md#griddragview`): `rows × cols`
/// cells stacked at the grid's centre, whose rows and columns drag with wrap-around, or (`puzzle` mode) a sliding
/// puzzle.
///
/// Every cell has a fixed **identity** `row·cols + col`, the slot it starts in. ``cells`` holds one view per
/// identity: the scene's explicit `cells` first, then instances of its `factory` view for the rest.
public struct GridDragViewSpec: Sendable, Hashable {
    /// How drags move the cells.
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        /// GridDragView's own behaviour: a drag moves the touched cell's row or column, wrapping around the edges.
        case wrap
        /// The "extra credit" 15-puzzle: the last cell is the empty slot, nothing wraps, and a tile moves only
        /// into the gap.
        case puzzle
    }

    /// The number of rows of slots.
    public var rows: Int
    /// The number of columns of slots.
    public var cols: Int
    /// One view per identity, `rows × cols` of them: explicit cells (paths `<grid>.cells[i]`), then factory
    /// instances (paths `<grid>.factory[i]`, `i` being the identity).
    public var cells: [ViewNode]
    /// How many of ``cells`` the scene listed under `cells`; `nil` when it gave no `cells` array.
    public var explicitCellCount: Int?
    /// Whether the scene gave a `factory` view (it makes the cells after the explicit ones, if any are missing).
    public var hasFactory: Bool
    /// Whether drags wrap rows and columns around (``Mode/wrap``) or slide puzzle tiles (``Mode/puzzle``).
    public var mode: Mode
    /// Where the arrangement is persisted: the store key `GridDragView.<sanitized key>`; `nil` means not persisted.
    public var persistenceKey: String?

    /// A grid of `rows × cols` slots. `cells` should hold one view per identity, `rows × cols` of them; nothing checks
    /// it here (the scene decoder does).
    public init(rows: Int, cols: Int, cells: [ViewNode], explicitCellCount: Int? = nil, hasFactory: Bool = false,
                mode: Mode = .wrap, persistenceKey: String? = nil) {
        self.rows = rows; self.cols = cols; self.cells = cells
        self.explicitCellCount = explicitCellCount; self.hasFactory = hasFactory
        self.mode = mode; self.persistenceKey = persistenceKey
    }

    /// The number of slots, `rows × cols`.
    public var cellCount: Int { rows * cols }

    /// The identity of the puzzle's empty slot: the last cell (`rows·cols − 1`, bottom-trailing, as in a
    /// 15-puzzle); `nil` in `wrap` mode.
    public var emptyIdentity: Int? { mode == .puzzle ? cellCount - 1 : nil }
}
