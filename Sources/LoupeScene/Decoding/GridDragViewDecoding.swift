import LoupeJSON
/// `{"GridDragView": {"rows", "cols", "cells": [views], "factory": view, "mode", "persistenceKey"}}`.
///
/// The original's `fatalError`s (no cells and no factory; a cell count other than `rows × cols`) are errors naming
/// the place. The scene format extends the original in one way: fewer cells than slots are fine when a factory
/// makes the rest.
extension SceneDecoder {
    static let gridDragViewKeys = ["rows", "cols", "cells", "factory", "mode", "persistenceKey"]

    mutating func gridDragView(_ located: LocatedValue, viewPath: String, depth: Int) throws(SceneError) -> GridDragViewSpec {
        let reader = try parameters(of: "GridDragView", located, viewPath: viewPath, keys: Self.gridDragViewKeys)
        let rows = try reader.required("rows").integer(in: SceneLimits.gridSideRange)
        let cols = try reader.required("cols").integer(in: SceneLimits.gridSideRange)
        let total = rows * cols
        if total > SceneLimits.maximumGridCells {
            throw reader.located.error("a \(rows) × \(cols) GridDragView has \(total) cells; the limit is "
                                       + "\(SceneLimits.maximumGridCells)")
        }
        let modeValue = reader.optional("mode")
        let modeName = try modeValue?.name(in: GridDragViewSpec.Mode.allCases.map(\.rawValue))
        let mode = modeName.flatMap(GridDragViewSpec.Mode.init(rawValue:)) ?? .wrap
        if mode == .puzzle, total < 2, let modeValue {
            throw modeValue.error("a puzzle needs at least 2 cells, one tile and the empty slot; this grid has 1")
        }
        let persistenceKey = try reader.optional("persistenceKey")?.string()

        let cellsValue = reader.optional("cells")
        let factoryValue = reader.optional("factory")
        let cellElements = try cellsValue?.elements(expected: "an array of views")
        try Self.checkCellCount(cellElements?.count, cellsValue: cellsValue, hasFactory: factoryValue != nil,
                                rows: rows, cols: cols, at: reader.located)

        var cells: [ViewNode] = []
        cells.reserveCapacity(total)
        for element in cellElements ?? [] {
            cells.append(try view(element, depth: depth + 1))
        }
        if let factoryValue {
            cells += try factoryInstances(factoryValue, from: cells.count, rows: rows, cols: cols,
                                          viewPath: viewPath, depth: depth)
        }
        return GridDragViewSpec(rows: rows, cols: cols, cells: cells, explicitCellCount: cellElements?.count,
                                hasFactory: factoryValue != nil, mode: mode, persistenceKey: persistenceKey)
    }

    /// The original's checks, as errors: some source of cells, and no more explicit cells than slots; fewer only
    /// when a factory makes the rest.
    private static func checkCellCount(_ count: Int?, cellsValue: LocatedValue?, hasFactory: Bool, rows: Int, cols: Int,
                                       at view: LocatedValue) throws(SceneError) {
        let total = rows * cols
        guard let count, let cellsValue else {
            if hasFactory { return }
            throw view.error("GridDragView needs \"cells\" or a \"factory\" view, and has neither (the original "
                             + "stops with fatalError(\"One of viewFactory or cells MUST be non-nil!!\"))")
        }
        if count > total {
            throw cellsValue.error("\(count) cells for a \(rows) × \(cols) grid; it holds at most rows × cols = "
                                   + "\(total)")
        }
        if count < total, !hasFactory {
            throw cellsValue.error("\(count) cell\(count == 1 ? "" : "s") for a \(rows) × \(cols) grid of \(total) slots, "
                                   + "and no \"factory\" "
                                   + "view to make the other \(total - count) (the original stops with "
                                   + "fatalError(\"Number of cells MUST equal rows x cols!!\"))")
        }
    }

    /// The factory's view for every identity from `first` on, at paths `<grid>.factory[identity]`.
    ///
    /// The factory is decoded once where it stands (`<grid>.factory`, filled in for the first cell it makes) so
    /// errors name it there, then once per instance. The check's views are not counted; every instance's are.
    private mutating func factoryInstances(_ factory: LocatedValue, from first: Int, rows: Int, cols: Int,
                                           viewPath: String, depth: Int) throws(SceneError) -> [ViewNode] {
        let total = rows * cols
        let before = viewCount
        factoryDepth += 1
        defer { factoryDepth -= 1 }
        let sample = first < total ? first : 0
        _ = try view(LocatedValue(value: Self.instantiate(factory.value, row: sample / cols, col: sample % cols,
                                                          identity: sample),
                                  path: factory.path), depth: depth + 1)
        let viewsPerInstance = viewCount - before
        viewCount = before
        let instanceCount = total - first
        if before + viewsPerInstance * instanceCount > SceneLimits.maximumViewCount {
            throw factory.error("the factory makes \(instanceCount) cells of \(viewsPerInstance) views each, which "
                                + "takes the scene past \(SceneLimits.maximumViewCount) views, the limit")
        }
        let basePath = ScenePath.member(viewPath, "factory")
        var instances: [ViewNode] = []
        instances.reserveCapacity(instanceCount)
        for identity in first..<max(first, total) {
            let json = Self.instantiate(factory.value, row: identity / cols, col: identity % cols, identity: identity)
            instances.append(try view(LocatedValue(value: json, path: ScenePath.element(basePath, identity)),
                                      depth: depth + 1))
        }
        return instances
    }

    /// The factory's JSON with its placeholders filled in, in every string value, as the original's
    /// `makeView(row:col:)` receives its cell's row and column: `{row}`, `{col}`, `{index}` (the identity),
    /// `{number}` (identity + 1), and `{alternate:a|b|…}`, the entry `(row + col) mod count` of the list (the demo's
    /// `(row + col) % 2 == 0 ? .red : .blue` is `{alternate:red|blue}`). The factory of a GridDragView nested inside
    /// is left for that grid to fill in.
    static func instantiate(_ value: JSONValue, row: Int, col: Int, identity: Int) -> JSONValue {
        switch value {
        case .string(let text):
            guard text.contains("{") else { return value }
            return .string(text.replacingPlaceholders(row: row, col: col, identity: identity))
        case .array(let elements):
            return .array(elements.map { instantiate($0, row: row, col: col, identity: identity) })
        case .object(let object):
            let isNestedGrid = object.members.contains { $0.key == "GridDragView" }
            return .object(JSONObject(object.members.map { member in
                if isNestedGrid, member.key == "GridDragView", case .object(let grid) = member.value {
                    let parameters = grid.members.map { parameter in
                        parameter.key == "factory" ? parameter
                            : JSONObject.Member(key: parameter.key,
                                                value: instantiate(parameter.value, row: row, col: col, identity: identity))
                    }
                    return JSONObject.Member(key: member.key, value: .object(JSONObject(parameters)))
                }
                return JSONObject.Member(key: member.key,
                                         value: instantiate(member.value, row: row, col: col, identity: identity))
            }))
        case .null, .bool, .number:
            return value
        }
    }
}

extension String {
    /// The string with the factory placeholders replaced, scanning left to right once (a replacement is never
    /// scanned again); text that is not a placeholder stays as it is.
    fileprivate func replacingPlaceholders(row: Int, col: Int, identity: Int) -> String {
        let values = ["{row}": String(row), "{col}": String(col), "{index}": String(identity),
                      "{number}": String(identity + 1)]
        let alternate = "{alternate:"
        var result = ""
        var rest = Substring(self)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let tail = rest[open...]
            if let key = values.keys.first(where: { tail.hasPrefix($0) }), let value = values[key] {
                result += value
                rest = tail.dropFirst(key.count)
            } else if tail.hasPrefix(alternate), let close = tail.firstIndex(of: "}") {
                let choices = tail[tail.index(tail.startIndex, offsetBy: alternate.count)..<close]
                    .split(separator: "|", omittingEmptySubsequences: false)
                result += choices[(row + col) % choices.count]
                rest = tail[tail.index(after: close)...]
            } else {
                result += "{"
                rest = tail.dropFirst()
            }
        }
        return result + rest
    }
}
