import LoupeCore
import LoupeOverlays
import LoupeJSON

/// The `gridDragView` object of the `layout` report (`docs/cli.md`).
enum GridDragReportJSON {
    static func make(_ grid: GridDragReport) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("rows", .number(Double(grid.rows))),
            ("cols", .number(Double(grid.cols))),
            ("mode", .string(grid.mode.rawValue)),
            ("cellSize", .number(grid.cellSize)),
            ("origin", point(grid.origin)),
            ("arrangement", grid.arrangementRows.map { rows in
                .array(rows.map { row in .array(row.map { .number(Double($0)) }) })
            } ?? .null),
            ("cellOffsets", .array(grid.cellOffsets.map(point))),
            ("dragging", .bool(grid.isDragging)),
            ("lockedAxis", .string(grid.lockedAxis?.rawValue)),
            ("persistenceKey", .string(grid.persistenceKey)),
        ]
        if let empty = grid.emptyIdentity {
            pairs.append(("emptyCell", .number(Double(empty))))
            pairs.append(("solved", .bool(grid.isSolved ?? false)))
        }
        return .object(pairs)
    }

    private static func point(_ p: Point) -> JSONValue { .array([.number(p.x), .number(p.y)]) }
}
