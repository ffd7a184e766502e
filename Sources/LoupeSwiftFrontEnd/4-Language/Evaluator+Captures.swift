import SwiftSyntax

/// Closures as values: a capture list (`{ [x] in … }`, `[total = a + b]`) copies the values it names when the closure
/// is made, so a later change of the variable is not seen; other names are read when the closure runs.
extension Evaluator {
    func closureValue(_ closure: ClosureExprSyntax, in scope: Scope) throws -> Value {
        guard let captures = closure.signature?.capture?.items, !captures.isEmpty else { return .closure(closure, scope) }
        let captured = Scope(parent: scope)
        for item in captures {
            let name = item.name.bareText
            // `[weak self]`, `[unowned model]`: the same instance (nothing is released during a render).
            let value = try item.initializer.map { try evaluate($0.value, in: scope) }
                ?? (try lookUp(name, in: scope, at: item) ?? { throw undeclared(name, at: item) }())
            captured.bind(name, value.copiedIfValueType, declaredType: item.initializer == nil ? scope.declaredType(of: name) : nil)
        }
        return .closure(closure, captured)
    }
}
