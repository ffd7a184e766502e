import LoupeCore
import LoupeScene

/// `GridRow`: inside a `Grid`, a row whose views are the grid's cells; anywhere else, an `HStack`.
final class GridRowElement: LayoutElement {
    /// One view of the row, with what its grid-cell modifiers say.
    struct Cell {
        let element: any LayoutElement
        let columns: Int
        let columnAlignment: HorizontalAlignment?
        let unsizedWidth: Bool
        let unsizedHeight: Bool
        /// `gridCellAnchor`: where in its cell the view sits, over the row's and column's alignment.
        var anchor: UnitPoint? = nil
    }

    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let alignment: VerticalAlignment?
    let cells: [Cell]
    private let stack: StackElement
    var layoutPriority: Double { 0 }
    var zeroSpacingEdges: EdgeSet { [] }

    init(slot: RecordSlot?, alignment: VerticalAlignment?, cells: [Cell]) {
        self.slot = slot
        self.alignment = alignment
        self.cells = cells
        stack = StackElement(slot: nil, axis: .horizontal, alignment: .vertical(alignment ?? .center), spacing: nil,
                             children: cells.map(\.element))
    }

    func computeSize(for proposal: ProposedSize) -> Size { stack.size(for: proposal) }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        stack.placeContent(in: frame, proposal: proposal, scope: scope)
    }

    /// Records the row's frame when a grid places its cells.
    func record(_ frame: Rect, scope: PlacementScope) { slot?.write(frame, scope: scope) }
}

/// `Grid` (`docs/layout.md#grid`): each column as wide as its widest cell and each row as tall as its tallest, the
/// space a proposal leaves shared equally by the columns (and rows) whose views would take more; a view that is not
/// in a `GridRow` is a row of one cell across every column.
final class GridElement: LayoutElement {
    /// A row: the cells of a `GridRow`, or one view across the grid.
    enum Row {
        case cells(GridRowElement)
        case across(any LayoutElement)
    }

    let sizeCache = SizeCache()
    let slot: RecordSlot?
    let spec: GridSpec
    let rows: [Row]
    var layoutPriority: Double { 0 }
    var zeroSpacingEdges: EdgeSet { [] }
    private let columnCount: Int
    private let columnAlignments: [HorizontalAlignment?]

    init(slot: RecordSlot?, spec: GridSpec, rows: [Row]) {
        self.slot = slot
        self.spec = spec
        self.rows = rows
        var count = 0
        for case .cells(let row) in rows { count = max(count, row.cells.reduce(0) { $0 + $1.columns }) }
        columnCount = max(count, 1)
        var alignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        for case .cells(let row) in rows {
            var column = 0
            for cell in row.cells {
                if let guide = cell.columnAlignment, column < columnCount, alignments[column] == nil { alignments[column] = guide }
                column += cell.columns
            }
        }
        columnAlignments = alignments
    }

    private var horizontalSpacing: Double { spec.horizontalSpacing ?? GridItemSpec.defaultSpacing }
    private var verticalSpacing: Double { spec.verticalSpacing ?? GridItemSpec.defaultSpacing }

    func computeSize(for proposal: ProposedSize) -> Size { arrange(proposal).size }

    func placeContent(in frame: Rect, proposal: ProposedSize, scope: PlacementScope) {
        let arrangement = arrange(proposal)
        var y = frame.origin.y
        for (rowIndex, row) in rows.enumerated() {
            let height = arrangement.heights[rowIndex]
            switch row {
            case .across(let element):
                let cell = Size(width: arrangement.size.width, height: height)
                place(element, in: Rect(origin: Point(x: frame.origin.x, y: y), size: cell),
                      alignment: spec.alignment, scope: scope)
            case .cells(let gridRow):
                gridRow.record(Rect(origin: Point(x: frame.origin.x, y: y), size: Size(width: arrangement.size.width, height: height)),
                               scope: scope)
                var column = 0
                for cell in gridRow.cells where column < columnCount {
                    let last = min(column + cell.columns, columnCount) - 1
                    let x = arrangement.offsets[column]
                    let width = arrangement.offsets[last] + arrangement.widths[last] - x
                    let alignment = Alignment(horizontal: columnAlignments[column] ?? spec.alignment.horizontal,
                                              vertical: gridRow.alignment ?? spec.alignment.vertical)
                    place(cell.element, in: Rect(origin: Point(x: frame.origin.x + x, y: y), size: Size(width: width, height: height)),
                          alignment: alignment, anchor: cell.anchor, scope: scope)
                    column = last + 1
                }
            }
            y += height + verticalSpacing
        }
    }

    private func place(_ element: any LayoutElement, in cell: Rect, alignment: Alignment, anchor: UnitPoint? = nil,
                       scope: PlacementScope) {
        let proposal = ProposedSize(cell.size)
        let size = element.size(for: proposal)
        var origin = Point(x: cell.origin.x + alignment.horizontal.value(in: cell.size.width) - alignment.horizontal.value(in: size.width),
                           y: cell.origin.y + alignment.vertical.value(in: cell.size.height) - alignment.vertical.value(in: size.height))
        if let anchor {
            origin = Point(x: cell.origin.x + anchor.x * (cell.size.width - size.width),
                           y: cell.origin.y + anchor.y * (cell.size.height - size.height))
        }
        element.place(at: origin, proposal: proposal, scope: scope)
    }

    private struct Arrangement {
        var widths: [Double]
        var offsets: [Double]
        var heights: [Double]
        var size: Size
    }

    private func arrange(_ proposal: ProposedSize) -> Arrangement {
        // Columns: the widest single-column cell at its ideal size; a column whose cells would grow is flexible.
        var widths = [Double](repeating: 0, count: columnCount)
        var growsWide = [Bool](repeating: false, count: columnCount)
        for case .cells(let row) in rows {
            var column = 0
            for cell in row.cells where column < columnCount {
                defer { column += cell.columns }
                guard cell.columns == 1 else { continue }
                let ideal = cell.element.size(for: .unspecified).width
                widths[column] = max(widths[column], ideal)
                if !cell.unsizedWidth, cell.element.size(for: ProposedSize(width: .infinity, height: nil)).width > ideal {
                    growsWide[column] = true
                }
            }
        }
        let columnSpacing = horizontalSpacing * Double(columnCount - 1)
        share(finiteOrNil(proposal.width).map { $0 - columnSpacing }, among: &widths, growing: growsWide)
        var offsets: [Double] = [], x = 0.0
        for width in widths { offsets.append(x); x += width + horizontalSpacing }
        var gridWidth = widths.reduce(0, +) + columnSpacing
        // A view across the grid that would grow (a Divider) widens the grid to the proposal.
        for case .across(let element) in rows {
            let wide = element.size(for: ProposedSize(width: proposal.width, height: nil)).width
            gridWidth = max(gridWidth, wide)
        }

        // Rows: the tallest cell offered its width; a row whose cells would grow is flexible.
        var heights: [Double] = [], growsTall: [Bool] = []
        for row in rows {
            var height = 0.0, grows = false
            func measure(_ element: any LayoutElement, width: Double, unsized: Bool) {
                let ideal = element.size(for: ProposedSize(width: width, height: nil)).height
                height = max(height, ideal)
                if !unsized, element.size(for: ProposedSize(width: width, height: .infinity)).height > ideal { grows = true }
            }
            switch row {
            case .across(let element):
                measure(element, width: gridWidth, unsized: false)
            case .cells(let gridRow):
                var column = 0
                for cell in gridRow.cells where column < columnCount {
                    let last = min(column + cell.columns, columnCount) - 1
                    measure(cell.element, width: offsets[last] + widths[last] - offsets[column], unsized: cell.unsizedHeight)
                    column = last + 1
                }
            }
            heights.append(height)
            growsTall.append(grows)
        }
        let rowSpacing = verticalSpacing * Double(max(rows.count - 1, 0))
        share(finiteOrNil(proposal.height).map { $0 - rowSpacing }, among: &heights, growing: growsTall)
        return Arrangement(widths: widths, offsets: offsets, heights: heights,
                           size: Size(width: gridWidth, height: heights.reduce(0, +) + rowSpacing))
    }

    /// Gives the length `available` leaves after the fixed tracks to the growing ones, equally, none shrinking.
    private func share(_ available: Double?, among lengths: inout [Double], growing: [Bool]) {
        guard let available else { return }
        let growingCount = growing.filter { $0 }.count
        guard growingCount > 0 else { return }
        let fixed = zip(lengths, growing).filter { !$0.1 }.map(\.0).reduce(0, +)
        let each = max(available - fixed, 0) / Double(growingCount)
        for index in lengths.indices where growing[index] { lengths[index] = max(lengths[index], each) }
    }
}
