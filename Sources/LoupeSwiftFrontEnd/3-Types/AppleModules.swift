import SwiftSyntax

/// Names qualified by the module that declares them (`SwiftUI.Text`, `Foundation.Date`): what a module writes to
/// reach Apple's type where one of its own has the same name.
extension Evaluator {
    static let appleModules: Set<String> = ["SwiftUI", "Foundation", "UIKit", "CoreGraphics", "Swift", "SwiftData", "Combine", "Observation"]

    /// Whether `expression` names one of Apple's modules, not something the code declares by that name.
    func isAppleModule(_ expression: ExprSyntax?, in scope: Scope) -> Bool {
        guard let reference = expression?.as(DeclReferenceExprSyntax.self), Self.appleModules.contains(reference.baseName.text),
              scope.lookUp(reference.baseName.text) == nil else { return false }
        return declarations(at: reference).resolve([reference.baseName.text]) == nil
    }

    /// Whether the module declares a type named like one of Apple's (a design system's `Text`), which then wins.
    func moduleShadows(_ name: String, at node: some SyntaxProtocol) -> Bool {
        guard KnownTypes.all.contains(name), !KnownTypes.loupeViews.contains(name) else { return false }
        if declarations(at: node).resolve([name]) != nil { return true }
        return source.loadModule() && declarations(at: node).resolve([name]) != nil
    }
}
