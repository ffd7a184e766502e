import LoupeCore
import LoupeJSON
import LoupeLayout

/// What one `drop` interaction did: the target it reached, if any, and the location the target's delegate received.
public struct DropResult: Sendable, Hashable {
    /// The drop target that received it: the view, the `onDrop` modifier, and the location in the space SwiftUI uses.
    public struct Target: Sendable, Hashable {
        /// The path of the view carrying the `onDrop` modifier.
        public var path: String
        /// The `id` of the view carrying the `onDrop` modifier, if it has one.
        public var id: String?
        /// The `onDrop` modifier's label (the name its delegate knows its target by).
        public var label: String
        /// The index of the `onDrop` modifier in the view's `modifiers`.
        public var modifierIndex: Int
        /// The nearest important space enclosing the `onDrop` modifier.
        public var space: ImportantSpace
        /// `DropInfo.location`: the drop point in `space`.
        public var location: Point

        /// A target from its parts.
        public init(path: String, id: String?, label: String, modifierIndex: Int, space: ImportantSpace, location: Point) {
            self.path = path; self.id = id; self.label = label; self.modifierIndex = modifierIndex
            self.space = space; self.location = location
        }
    }

    /// The interaction's path, e.g. `interactions[2]`.
    public var interactionPath: String
    /// The drop point in global points.
    public var at: Point
    /// `nil` when no drop target contains the point (SwiftUI simply does not drop).
    public var target: Target?

    /// The result of the drop `interactionPath` at `at`, received by `target` (`nil`: by nothing).
    public init(interactionPath: String, at: Point, target: Target?) {
        self.interactionPath = interactionPath; self.at = at; self.target = target
    }

    /// The line the picture shows, as a logging `DropDelegate` would print it:
    /// `performing green, location: (12.0, 30.0)` (`CGPoint`'s description, `Double.description` per component), or
    /// `no drop target at (x, y)`.
    public var message: String {
        guard let target else { return "no drop target at \(at)" }
        return "performing \(target.label), location: \(target.location)"
    }
}

extension DropResult {
    /// The drop's object in the report's `drops`: where, which target (or `null`), the space the location is in,
    /// and the location.
    var json: JSONValue {
        guard let target else {
            return .object([("interaction", .string(interactionPath)), ("at", .point(at)),
                            ("target", .null), ("space", .null), ("location", .null)])
        }
        return .object([
            ("interaction", .string(interactionPath)), ("at", .point(at)),
            ("target", .object([("path", .string(target.path)), ("id", .string(target.id)),
                                ("label", .string(target.label)), ("modifierIndex", .number(Double(target.modifierIndex)))])),
            ("space", .string(target.space.reportName)),
            ("location", .point(target.location)),
        ])
    }
}
