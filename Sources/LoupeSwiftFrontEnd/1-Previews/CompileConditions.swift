import SwiftSyntax

/// `#if` conditions, evaluated as for an iOS debug build run by Xcode's canvas (`docs/swift-source.md#compile-conditions`):
/// `DEBUG` is set, the OS is iOS on a simulator of the newest Swift and compiler, and every module an iOS app can
/// import is importable. Written here rather than with swift-syntax's SwiftIfConfig, which would add SwiftSyntaxBuilder,
/// SwiftOperators and SwiftParserDiagnostics to the front end's first build for a few dozen lines of rules.
enum CompileConditions {
    /// Compilation flags set in a debug build (`-D DEBUG`); any other flag is unset.
    static let flags: Set<String> = ["DEBUG"]
    /// Modules `canImport` finds on iOS; AppKit and the other platforms' own frameworks are not.
    static let unavailableModules: Set<String> = ["AppKit", "WatchKit", "Cocoa", "TVUIKit", "CarPlay"]

    /// Whether `condition` holds; an `#else` (no condition) always does. A condition this does not know is false.
    static func holds(_ condition: ExprSyntax?) -> Bool {
        guard let condition else { return true }
        if let reference = condition.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name == "true" || flags.contains(name)
        }
        if condition.is(BooleanLiteralExprSyntax.self) {
            return condition.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !holds(prefix.expression)
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return holds(only.expression)
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            return holds(sequence: Array(sequence.elements))
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            switch op.operator.text {
            case "&&": return holds(infix.leftOperand) && holds(infix.rightOperand)
            case "||": return holds(infix.leftOperand) || holds(infix.rightOperand)
            default: return false
            }
        }
        if let call = condition.as(FunctionCallExprSyntax.self),
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch name {
            case "os": return argument == "iOS"
            case "canImport": return !unavailableModules.contains(argument.split(separator: ",").first.map(String.init) ?? argument)
            case "targetEnvironment": return argument == "simulator"
            case "arch": return argument == "arm64"
            case "swift", "compiler": return argument.hasPrefix(">=")
            case "hasFeature", "hasAttribute": return true
            case "_endian": return argument == "little"
            case "_pointerBitWidth": return argument == "_64"
            case "_runtime": return argument == "_ObjC"
            default: return false
            }
        }
        return false
    }

    /// `a && b || !c`: `&&` binds tighter than `||`, as in Swift.
    private static func holds(sequence elements: [ExprSyntax]) -> Bool {
        var alternatives: [[ExprSyntax]] = [[]]
        for (index, element) in elements.enumerated() {
            if index % 2 == 1 {
                let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text
                if op == "||" { alternatives.append([]) } else if op != "&&" { return false }
            } else {
                alternatives[alternatives.count - 1].append(element)
            }
        }
        return alternatives.contains { terms in terms.allSatisfy { holds($0) } }
    }

    /// The active clause of an `#if … #elseif … #else … #endif`: the first whose condition holds.
    static func activeClause(of ifConfig: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        ifConfig.clauses.first { clause in
            clause.poundKeyword.tokenKind == .poundElse || holds(clause.condition)
        }
    }
}
