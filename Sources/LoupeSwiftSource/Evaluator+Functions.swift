import SwiftSyntax

/// A plain function's body (`makeView(row:col:)`), run as Swift runs it: statements in order until a `return`.
extension Evaluator {
    /// The value the statements return. A body of one expression is that expression (Swift's implicit return); `let`
    /// binds, `if` / `else` and `guard … else` run the branch their conditions choose, and the first `return` reached
    /// ends the call. Returns `nil` when the statements end without a `return`.
    func returnedValue(of statements: CodeBlockItemListSyntax, in outer: Scope) throws -> Value? {
        let scope = Scope(parent: outer)
        defer { scope.dissolve() }
        if statements.count == 1, let only = statements.first, case .expr(let expression) = only.item,
           !expression.is(IfExprSyntax.self) {
            return try evaluate(expression, in: scope)
        }
        for item in SwiftSourceFile.activeItems(statements) {
            switch item.item {
            case .decl(let declaration):
                guard let variable = declaration.as(VariableDeclSyntax.self) else {
                    throw error(.unsupportedSwift, "'\(spelling(declaration))' is not supported in a function body (only 'let' constants are)", at: declaration)
                }
                try bind(variable, in: scope)
            case .stmt(let statement):
                if let returnStatement = statement.as(ReturnStmtSyntax.self) {
                    guard let value = returnStatement.expression else { throw error(.missingArgument, "'return' needs a value here", at: statement) }
                    return try evaluate(value, in: scope)
                }
                if let guardStatement = statement.as(GuardStmtSyntax.self) {
                    let branch = Scope(parent: scope)
                    defer { branch.dissolve() }
                    if try conditionsHold(guardStatement.conditions, in: scope, binding: branch) {
                        // `guard let` names are visible after the guard.
                        for (name, value) in branch.ownBindings { scope.bind(name, value) }
                        continue
                    }
                    guard let value = try returnedValue(of: guardStatement.body.statements, in: scope) else {
                        throw error(.missingArgument, "a 'guard' body must return", at: guardStatement.body)
                    }
                    return value
                }
                if let ifExpression = statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) {
                    if let value = try returnedValue(of: ifExpression, in: scope) { return value }
                    continue
                }
                throw error(.unsupportedSwift, "'\(spelling(statement))' is not supported in a function body", at: statement)
            case .expr(let expression):
                if let ifExpression = expression.as(IfExprSyntax.self) {
                    if let value = try returnedValue(of: ifExpression, in: scope) { return value }
                    continue
                }
                throw error(.unsupportedSwift, "an expression whose value is unused; 'return' it", at: expression)
            }
        }
        return nil
    }

    /// What the branch an `if` takes returns, if it returns.
    private func returnedValue(of statement: IfExprSyntax, in scope: Scope) throws -> Value? {
        let branch = Scope(parent: scope)
        defer { branch.dissolve() }
        if try conditionsHold(statement.conditions, in: scope, binding: branch) {
            return try returnedValue(of: statement.body.statements, in: branch)
        }
        switch statement.elseBody {
        case .ifExpr(let next): return try returnedValue(of: next, in: scope)
        case .codeBlock(let block): return try returnedValue(of: block.statements, in: scope)
        case nil: return nil
        }
    }
}
