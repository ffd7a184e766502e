import LoupeCore

/// `Grid(alignment:horizontalSpacing:verticalSpacing:)`: rows of cells in columns as wide as their widest cell
/// (`docs/layout.md#grid`).
public struct GridSpec: Sendable, Hashable {
    /// Where each view sits in its cell unless its row or column says otherwise.
    public var alignment: Alignment
    /// The space between columns; `nil` is 8.
    public var horizontalSpacing: Double?
    /// The space between rows; `nil` is 8.
    public var verticalSpacing: Double?
    /// The rows: `GridRow`s, and views that are rows of one cell across every column.
    public var content: [ViewNode]

    /// A grid as given.
    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                content: [ViewNode]) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
        self.content = content
    }
}

/// `gridCellColumns(_:)`, `gridColumnAlignment(_:)`, `gridCellUnsizedAxes(_:)`: how a view takes its place in a
/// `Grid`. Outside a grid they change nothing.
public enum GridCellModifier: Sendable, Hashable {
    /// The cell spans this many columns (at least 1).
    case columns(Int)
    /// Every cell of the view's column sits at this horizontal guide.
    case columnAlignment(HorizontalAlignment)
    /// The cell is offered no more than the others of its row and column need, on these axes.
    case unsizedAxes(horizontal: Bool, vertical: Bool)
    /// The point of the cell the view's same point sits on, over its row's and column's alignment.
    case anchor(UnitPoint)

    /// The modifier's key as the scene format spells it.
    public var name: String {
        switch self {
        case .columns: "gridCellColumns"
        case .columnAlignment: "gridColumnAlignment"
        case .unsizedAxes: "gridCellUnsizedAxes"
        case .anchor: "gridCellAnchor"
        }
    }
}

extension ViewNode {
    /// What this view's grid-cell modifiers say, the innermost of each kind winning.
    public var gridCell: (columns: Int, columnAlignment: HorizontalAlignment?, unsizedWidth: Bool, unsizedHeight: Bool, anchor: UnitPoint?) {
        var result: (columns: Int, columnAlignment: HorizontalAlignment?, unsizedWidth: Bool, unsizedHeight: Bool, anchor: UnitPoint?)
            = (1, nil, false, false, nil)
        for case .gridCell(let modifier) in modifiers.reversed() {
            switch modifier {
            case .columns(let count): result.columns = count
            case .columnAlignment(let guide): result.columnAlignment = guide
            case .unsizedAxes(let horizontal, let vertical):
                result.unsizedWidth = horizontal; result.unsizedHeight = vertical
            case .anchor(let point): result.anchor = point
            }
        }
        return result
    }
}
