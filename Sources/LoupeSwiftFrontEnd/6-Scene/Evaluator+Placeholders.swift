import LoupeScene
import SwiftSyntax

/// `--placeholders`: what the front end cannot evaluate is drawn, not fatal (`docs/swift-source.md#placeholders`). A
/// view-builder statement that fails becomes a hatched placeholder labelled with its source; a modifier that fails is
/// skipped; an argument that fails is kept as its source text (`‹item.title›`). Each is a warning with its place.
extension Evaluator {
    /// SwiftUI's containers: their placeholders take all the space they are offered, as the views would.
    static let fillingContainers: Set<String> = [
        "List", "Form", "TabView", "NavigationSplitView", "Table", "Map", "LazyVGrid", "LazyHGrid", "Grid", "ScrollViewReader",
        "OutlineGroup", "TimelineView", "Canvas", "VideoPlayer", "SpriteView", "SceneView", "Chart",
    ]

    /// The value of `expression`, or with placeholders on, its source text when it cannot be evaluated.
    func orUnknown(_ expression: ExprSyntax, in scope: Scope) throws -> Value {
        guard source.placeholders else { return try evaluate(expression, in: scope) }
        do {
            return try evaluate(expression, in: scope)
        } catch let failure as SwiftSourceError where failure.isRecoverable {
            warn("'\(spelling(expression))' shown as its source text: \(failure.message)", at: expression)
            return .unknown(spelling(expression))
        }
    }

    /// The views of a builder statement, or with placeholders on, a placeholder for it when it cannot be evaluated:
    /// the view the statement starts with is the placeholder, and the statement's modifiers still apply to it
    /// (`List { … }.frame(height: 200)` is a 200-point placeholder).
    func viewsOrPlaceholder(_ expression: ExprSyntax, in scope: Scope, _ make: () throws -> [BuiltView]) throws -> [BuiltView] {
        guard source.placeholders else { return try make() }
        let countBefore = state.budget.viewCount
        let warningsBefore = warnings.count
        do {
            return try make()
        } catch let failure as SwiftSourceError where failure.isRecoverable {
            state.budget.viewCount = countBefore
            warnings.removeLast(warnings.count - warningsBefore)
            let (base, chain) = Self.modifierChain(of: expression)
            let label = SwiftSourceFile.summary(of: base)
            warn("'\(label)' drawn as a placeholder: \(failure.message) (at \(failure.place))", at: base)
            var value = Value.view(placeholder(label, fills: Self.fills(base, failure), at: base))
            for call in chain {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
                let name = member.declName.baseName.text
                let arguments = try self.arguments(of: call, in: scope)
                try modifierOrSkipped(arguments.spelling("." + name), at: member.declName) {
                    value = try method(name, on: value, arguments, at: member.declName)
                }
            }
            return try views(of: value, at: expression)
        }
    }

    /// `Base(…).a(…).b(…)` as `Base(…)` and `[.a(…), .b(…)]`: the statement's first view and the calls after it, in
    /// order.
    static func modifierChain(of expression: ExprSyntax) -> (base: ExprSyntax, calls: [FunctionCallExprSyntax]) {
        var calls: [FunctionCallExprSyntax] = []
        var node = expression
        while let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            calls.insert(call, at: 0)
            node = base
        }
        return (node, calls)
    }

    /// A stored property's initial value, or with placeholders on, its name as source text when it cannot be had (an
    /// `@EnvironmentObject` the preview does not give, a wrapper with no initial value): the view is still drawn, and
    /// only what reads the property is shown as its source text or hatched.
    func wrappedValueOrUnknown(_ wrapper: PropertyWrapper, of binding: PatternBindingSyntax, named property: String,
                               at node: some SyntaxProtocol) throws -> Value? {
        guard source.placeholders else { return try wrapper.value(of: binding, evaluator: self, at: node) }
        do {
            return try wrapper.value(of: binding, evaluator: self, at: node)
        } catch let failure as SwiftSourceError where failure.isRecoverable {
            warn("'\(property)' shown as its source text: \(failure.message)", at: binding)
            return .unknown(property)
        }
    }

    /// A modifier applied, or with placeholders on, skipped with a warning when it cannot be.
    func modifierOrSkipped(_ spelling: String, at node: some SyntaxProtocol, _ apply: () throws -> Void) throws {
        guard source.placeholders else { return try apply() }
        do {
            try apply()
        } catch let failure as SwiftSourceError where failure.isRecoverable {
            warn("'\(spelling)' skipped: \(failure.message)", at: node)
        }
    }

    func placeholder(_ label: String, fills: Bool, at node: some SyntaxProtocol) -> BuiltView {
        state.budget.viewCount += 1
        var members: [(String, SceneNode)] = [("label", .json(.string(label)))]
        if fills { members.append(("fills", .json(.bool(true)))) }
        return BuiltView(kind: "Placeholder", parameters: .object(members), place: place(node))
    }

    /// Whether a statement's placeholder fills: its view is one of SwiftUI's containers, or a type that is not declared
    /// (a screen or component from elsewhere, of unknown size).
    private static func fills(_ node: some SyntaxProtocol, _ failure: SwiftSourceError) -> Bool {
        var expression = Syntax(node)
        while true {
            if let call = expression.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                    expression = Syntax(base); continue
                }
                expression = Syntax(call.calledExpression); continue
            }
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base { expression = Syntax(base); continue }
            if let statement = expression.as(ExpressionStmtSyntax.self) { expression = Syntax(statement.expression); continue }
            break
        }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return fillingContainers.contains(name) || (failure.kind == .undeclared && failure.construct == name)
    }
}
