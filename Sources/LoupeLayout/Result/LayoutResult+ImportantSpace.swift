import LoupeCore
import LoupeScene

/// A coordinate space that some SwiftUI APIs (a drop's `DropInfo.location`) resolve to without being given a name:
/// the nearest *important* one. `coordinateSpace(name:)` wraps the view in one that has an important space;
/// a ScrollView has one of its own; otherwise the screen. See `docs/interactions.md#drop-location-space`.
public enum ImportantSpace: Sendable, Hashable {
    /// The space of a `coordinateSpace(name:)` modifier: `modifierIndex` of the view at `path`.
    case named(String, path: String, modifierIndex: Int, origin: Point)
    /// The ScrollView at `path`. Its origin is its visible frame's top-left corner (what it shows of its content,
    /// not the content's scrolled origin).
    case scrollView(path: String, origin: Point)
    /// No important space encloses the view: the screen, with its origin at (0, 0).
    case global

    /// The space's origin in global points.
    public var origin: Point {
        switch self {
        case .named(_, _, _, let origin), .scrollView(_, let origin): return origin
        case .global: return .zero
        }
    }

    /// How the `layout` report names the space: `coordinateSpace "green"`, `ScrollView body.content[1]`, `global`.
    public var reportName: String {
        switch self {
        case .named(let name, _, _, _): return "coordinateSpace \(quotedName(name))"
        case .scrollView(let path, _): return "ScrollView \(path)"
        case .global: return "global"
        }
    }

    private func quotedName(_ name: String) -> String {
        var out = "\""
        for character in name {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.append(character)
            }
        }
        return out + "\""
    }
}

extension LayoutResult {
    /// The nearest important space enclosing the view as wrapped by `node`'s modifier `index` (an `onDrop`), found
    /// as SwiftUI finds it: walking outward, the `coordinateSpace` modifiers on the same view after
    /// `index`, then each ancestor in turn — a ScrollView's own space first when the walk comes from its content,
    /// then that ancestor's `coordinateSpace` modifiers (for an overlay/background layer attached at modifier `j`,
    /// only the host's modifiers after `j`) — and the screen when none is found.
    ///
    /// A `coordinateSpace` modifier *inside* `index` wraps less than the modifier does, so it is never found: the
    /// rectangle with `.coordinateSpace(name: "red").onDrop(…)` inside a ScrollView gets the ScrollView's space.
    public func importantSpace(enclosingModifier index: Int, of node: LayoutNode) -> ImportantSpace {
        var current = node
        var after = min(index, node.view.modifiers.count - 1)
        while true {
            let modifiers = current.view.modifiers
            for position in modifiers.indices where position > after {
                if case .coordinateSpace(let name) = modifiers[position] {
                    return .named(name, path: current.view.path, modifierIndex: position,
                                  origin: current.modifierFrames[position].origin)
                }
            }
            guard let parent = parent(of: current) else { return .global }
            if let layerIndex = parent.layers.first(where: { $0.value === current })?.key {
                after = layerIndex
            } else {
                if case .scrollView = parent.view.kind {
                    return .scrollView(path: parent.view.path, origin: parent.frame.origin)
                }
                after = -1
            }
            current = parent
        }
    }
}
