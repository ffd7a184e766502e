import LoupeCore
import LoupeJSON
import LoupeOverlays

extension GridDragReport: LayoutReportEntry {
    /// Listed as `gridDragView` on the grid's view.
    public static let reportKey = "gridDragView"

    /// The grid's shape, mode and cells, the arrangement and the gesture in flight; a puzzle adds its empty cell and
    /// whether it is solved.
    public var json: JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("rows", .number(Double(rows))),
            ("cols", .number(Double(cols))),
            ("mode", .string(mode.rawValue)),
            ("cellSize", .number(cellSize)),
            ("origin", .point(origin)),
            ("arrangement", arrangementRows.map { rows in
                .array(rows.map { row in .array(row.map { .number(Double($0)) }) })
            } ?? .null),
            ("cellOffsets", .array(cellOffsets.map(JSONValue.point))),
            ("dragging", .bool(isDragging)),
            ("lockedAxis", .string(lockedAxis?.rawValue)),
            ("persistenceKey", .string(persistenceKey)),
        ]
        if let emptyIdentity {
            pairs.append(("emptyCell", .number(Double(emptyIdentity))))
            pairs.append(("solved", .bool(isSolved ?? false)))
        }
        return .object(pairs)
    }
}
