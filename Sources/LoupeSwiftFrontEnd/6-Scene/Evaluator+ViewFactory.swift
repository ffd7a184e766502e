import LoupeScene
import SwiftSyntax

/// A GridDragView's `viewFactory:`: a type of the file with `makeView(row:col:)`, called for every cell.
extension Evaluator {
    /// The views `makeView(row:col:)` of the factory type `name` makes for the identities `first..<rows × cols`,
    /// row by row (identity `row × cols + col`), as GridDragViewModel fills its grid. Each call runs the function's
    /// statements with `row` and `col` bound, as Swift does (up to the first `return`), and must return one view.
    func factoryCells(_ name: String, rows: Int, cols: Int, from first: Int, at place: SourcePlace) throws -> [BuiltView] {
        guard let type = try resolveType(name, at: source.tree), let function = Self.viewFactoryFunction(of: type),
              let body = function.body else {
            throw SwiftSourceError(.missingArgument, "'\(name)' has no makeView(row:col:) body", at: place)
        }
        // Checked before any call: the decoder's limits, so a huge grid is refused rather than evaluated.
        guard SceneLimits.gridSideRange.contains(rows), SceneLimits.gridSideRange.contains(cols),
              rows * cols <= SceneLimits.maximumGridCells else {
            throw SwiftSourceError(.limit, "a GridDragView of \(rows) × \(cols) cells is over the limits (1 to \(SceneLimits.gridSideRange.upperBound) rows and columns, at most \(SceneLimits.maximumGridCells) cells)", at: place)
        }
        let names = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        var cells: [BuiltView] = []
        for index in first..<max(rows * cols, first) {
            let scope = Scope(parent: globals)
            defer { scope.dissolve() }
            scope.bind(names[0], .int(index / cols))
            scope.bind(names[1], .int(index % cols))
            let value = try functionValue(body.statements, in: scope, at: function.name)
            if case .null = value {
                throw error(.missingArgument, "'\(name).makeView(row:col:)' ends without returning a view for row \(index / cols), col \(index % cols)", at: function.name)
            }
            let views = try self.views(of: value, at: function.name)
            guard views.count == 1 else {
                throw error(.typeMismatch, "'\(name).makeView(row:col:)' gives \(views.count) views for row \(index / cols), col \(index % cols); a cell is one view", at: function.name)
            }
            cells.append(views[0])
        }
        return cells
    }

    /// A type's `func makeView(row: Int, col: Int)`, GridDragView's `ViewFactoryProtocol` requirement.
    static func viewFactoryFunction(of type: DeclaredType) -> FunctionDeclSyntax? {
        type.methods("makeView", isStatic: false).first { function in
            function.signature.parameterClause.parameters.map(\.firstName.text) == ["row", "col"]
        }
    }
}
