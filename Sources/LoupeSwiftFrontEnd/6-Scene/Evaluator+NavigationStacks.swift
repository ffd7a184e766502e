import LoupeScene
import SwiftSyntax

/// Modifiers written on a `NavigationStack`: the stack is the screen in the scene format, so the environment values
/// set on it (a tint, a font, a list style, a colour scheme) are given to its content, which they reach in SwiftUI.
extension Evaluator {
    /// Whether `.name(…)` is such a modifier, in any of its SwiftUI spellings.
    static func reachesStackContent(_ name: String) -> Bool {
        // A search field asked for on the stack belongs to its bar, which reads it from the content.
        if name == "colorScheme" || name == "searchable" { return true }
        guard let entry = Vocabulary.modifier(swiftName: name) else { return false }
        return Vocabulary.environmentModifierKeys.contains(entry.key)
    }

    /// Applies `.name(…)` to the stack's one view; false when the stack holds no single view.
    func applyToStackContent(_ name: String, _ arguments: CallArguments, of stack: inout BuiltView,
                             at node: some SyntaxProtocol) throws -> Bool {
        guard case .object(var members) = stack.parameters,
              let index = members.firstIndex(where: { $0.0 == "content" }),
              case .array(let items) = members[index].1, !items.isEmpty else { return false }
        if name == "colorScheme" {
            // `.colorScheme(.dark)` on the stack picks the scene's scheme.
            guard let scheme = arguments.list.last, case .member(let value, nil) = scheme.value, ["light", "dark"].contains(value) else {
                return false
            }
            state.environment.preferredColorScheme = value
            return true
        }
        // Every view the stack holds (a `NavigationView`'s sidebar and detail) gets it.
        var given: [SceneNode] = []
        for item in items {
            guard case .view(var content) = item else { return false }
            try apply(name, arguments, to: &content, at: node)
            given.append(.view(content))
        }
        members[index].1 = .array(given)
        stack.parameters = .object(members)
        return true
    }
}

extension Evaluator {
    /// A `NavigationView` of several views (sidebar, detail) on an iPhone: its first column, as a compact width shows
    /// it; the others appear only when navigated to.
    static func firstColumn(of made: Value) -> Value {
        guard case .view(var view) = made, case .object(var members) = view.parameters,
              let index = members.firstIndex(where: { $0.0 == "content" }),
              case .array(let items) = members[index].1, items.count > 1 else { return made }
        members[index].1 = .array([items[0]])
        view.parameters = .object(members)
        return .view(view)
    }
}
