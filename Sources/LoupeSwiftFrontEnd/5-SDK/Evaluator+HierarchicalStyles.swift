/// SwiftUI's hierarchical shape styles as UIKit's semantic colours (`docs/layout.md#system-colours`): `.tertiary` and
/// `.quaternary` are the third and fourth label colours, `.foreground` the primary one, `.background` the system background and `.fill` the system
/// fill, each with its `.secondary` … levels.
import LoupeJSON

extension Evaluator {
    /// The colour of `.tertiary`, `.background.secondary`, `.fill` … where a colour is expected; nil for other values.
    /// They stay implicit members until then, as `.fill` is also a content mode and `.background` a scene phase.
    static func hierarchicalStyle(_ value: Value) -> JSONValue? {
        guard case .member(let name, nil) = value else { return nil }
        let parts = name.split(separator: ".").map(String.init)
        guard let base = parts.first.flatMap({ hierarchicalStyles[$0] }) else { return nil }
        switch parts.count {
        case 1: return .string(base)
        case 2: return hierarchicalLevels[base]?[parts[1]].map { .string($0) }
        default: return nil
        }
    }

    /// A style written alone, as the colour it is for the default content (`.quaternary` is `quaternaryLabel`).
    static let hierarchicalStyles = [
        "foreground": "primary", "tertiary": "tertiaryLabel", "quaternary": "quaternaryLabel", "background": "systemBackground",
        "fill": "systemFill",
    ]

    /// The levels of a style: `.background.secondary` is `secondarySystemBackground`.
    static let hierarchicalLevels: [String: [String: String]] = [
        "primary": ["secondary": "secondary", "tertiary": "tertiaryLabel", "quaternary": "quaternaryLabel"],
        "systemBackground": ["secondary": "secondarySystemBackground", "tertiary": "tertiarySystemBackground"],
        "systemFill": ["secondary": "secondarySystemFill", "tertiary": "tertiarySystemFill", "quaternary": "quaternarySystemFill"],
    ]
}
