import SwiftSyntax
import LoupeJSON

/// View builders: the statements of a `body`, a `#Preview` or a container's closure, each expression a view.
extension Evaluator {
    /// The views a builder's statements produce, in order. `let` declarations bind names for the statements after them.
    func builderViews(_ statements: CodeBlockItemListSyntax, in outer: Scope) throws -> [BuiltView] {
        let scope = Scope(parent: outer)
        defer { scope.dissolve() }
        var views: [BuiltView] = []
        for item in SwiftSourceFile.activeItems(statements) {
            switch item.item {
            case .expr(let expression):
                views += try self.views(of: try evaluate(expression, in: scope), at: expression)
            case .stmt(let statement):
                if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
                    views += try self.views(of: try evaluate(expressionStatement.expression, in: scope), at: statement)
                } else if let returnStatement = statement.as(ReturnStmtSyntax.self), let value = returnStatement.expression {
                    views += try self.views(of: try evaluate(value, in: scope), at: value)
                } else {
                    throw error(.unsupportedSwift, "'\(spelling(statement))' is not supported in a view builder", at: statement)
                }
            case .decl(let declaration):
                if let variable = declaration.as(VariableDeclSyntax.self) {
                    try bind(variable, in: scope)
                } else {
                    throw error(.unsupportedSwift, "'\(spelling(declaration))' is not supported in a view builder (only 'let' constants are)", at: declaration)
                }
            }
        }
        return views
    }

    /// `let a = 1, b = 2` (and `var` with an initial value, read as a constant).
    func bind(_ variable: VariableDeclSyntax, in scope: Scope) throws {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                throw error(.unsupportedSwift, "only simple names can be bound: '\(spelling(binding.pattern))'", at: binding.pattern)
            }
            if let accessors = binding.accessorBlock {
                scope.bind(name, .computed(try getter(of: accessors), scope))
            } else if let initializer = binding.initializer {
                scope.bind(name, try evaluate(initializer.value, in: scope))
            } else {
                throw error(.missingArgument, "'\(name)' has no value", at: binding)
            }
        }
    }

    /// The statements of a computed property's getter.
    func getter(of accessors: AccessorBlockSyntax) throws -> CodeBlockItemListSyntax {
        switch accessors.accessors {
        case .getter(let statements):
            return statements
        case .accessors(let list):
            guard let get = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = get.body else {
                throw error(.missingArgument, "a computed property needs a getter", at: accessors)
            }
            return body.statements
        }
    }

    /// The views an evaluated builder expression stands for: a view, several, a colour or gradient (a `Color` view).
    func views(of value: Value, at node: some SyntaxProtocol) throws -> [BuiltView] {
        switch value {
        case .view(let view): return [view]
        case .views(let views): return views
        case .color(let color): return [colorView(color, at: node)]
        default: throw error(.typeMismatch, "expected a view, found \(value.kind): '\(spelling(node))'", at: node)
        }
    }

    /// Exactly one view; SwiftUI's modifiers apply to one view (a `Group` gives them to each of its children).
    func singleView(of value: Value, at node: some SyntaxProtocol) throws -> BuiltView {
        let list = try views(of: value, at: node)
        guard list.count == 1 else {
            throw error(.typeMismatch, "expected one view here, found \(list.count); wrap them in a stack", at: node)
        }
        return list[0]
    }

    func colorView(_ color: JSONValue, at node: some SyntaxProtocol) -> BuiltView {
        BuiltView(kind: "Color", parameters: .json(color), place: place(node))
    }

    // MARK: - if

    /// The views of the branch an `if` takes. `#available` is taken as available (the newest OS); other conditions
    /// must be Booleans the file fixes.
    func ifViews(_ statement: IfExprSyntax, in scope: Scope) throws -> [BuiltView] {
        let branch = Scope(parent: scope)
        defer { branch.dissolve() }
        if try conditionsHold(statement.conditions, in: scope, binding: branch) {
            return try builderViews(statement.body.statements, in: branch)
        }
        switch statement.elseBody {
        case .ifExpr(let next): return try ifViews(next, in: scope)
        case .codeBlock(let block): return try builderViews(block.statements, in: scope)
        case nil: return []
        }
    }

    /// Whether every condition holds; `if let x` binds `x` in `branch` (and holds when the value is not nil).
    func conditionsHold(_ conditions: ConditionElementListSyntax, in scope: Scope, binding branch: Scope) throws -> Bool {
        for element in conditions {
            switch element.condition {
            case .availability(let availability):
                // `#available` holds on the newest OS; `#unavailable` does not.
                if availability.availabilityKeyword.tokenKind == .poundUnavailable { return false }
            case .expression(let expression):
                let value = try evaluate(expression, in: scope)
                guard case .bool(let flag) = value else {
                    throw error(.typeMismatch, "expected a Boolean condition, found \(value.kind)", at: expression)
                }
                if !flag { return false }
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw error(.unsupportedSwift, "'\(spelling(binding))' is not supported as a condition", at: binding)
                }
                let value: Value
                if let initializer = binding.initializer {
                    value = try evaluate(initializer.value, in: branch)
                } else if let bound = branch.lookUp(name) {
                    value = try resolveComputed(bound, at: binding)
                } else {
                    throw error(.undeclared, "'\(name)' is not defined", at: binding)
                }
                if case .null = value { return false }
                branch.bind(name, value)
            default:
                throw error(.unsupportedSwift, "'\(spelling(element))' is not supported as a condition", at: element)
            }
        }
        return true
    }
}
