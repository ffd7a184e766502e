/// One view whose layout differs between a golden's layout report and the rendering's.
///
/// Its ``description`` reads `body.content[1] "Bounds": frame.y 59 → 67; visualLayoutGuide.infoBox.y 373.5 → 381.5`.
public struct LayoutChange: Hashable, Sendable, CustomStringConvertible {
    /// What happened to the view.
    public enum Kind: String, Hashable, Sendable {
        /// The view is in both reports with different values.
        case changed
        /// The view is only in the rendering.
        case added
        /// The view is only in the golden.
        case removed
        /// Something about the whole scene (device, colour scheme, drops).
        case scene
    }

    /// One value that differs, by its dotted key inside the view's report (`frame.y`).
    public struct Field: Hashable, Sendable {
        /// `frame.y`, `visualLayoutGuide.heightReadout`, `text`.
        public var key: String
        /// The golden's value as JSON text, or `nil` when the golden lacks it.
        public var old: String?
        /// The rendering's value as JSON text, or `nil` when the rendering lacks it.
        public var new: String?

        /// A field from its key and the two values as JSON text (`nil` for a side that lacks it).
        public init(key: String, old: String?, new: String?) {
            self.key = key; self.old = old; self.new = new
        }

        /// `frame.y 59 → 67`; a side that lacks the value reads `(none)`, a long container `[…]` or `{…}` (the
        /// values themselves are in ``old`` and ``new``).
        public var description: String { "\(key) \(Self.short(old)) → \(Self.short(new))" }

        private static func short(_ value: String?) -> String {
            guard let value else { return "(none)" }
            guard value.count > 40, let first = value.first, first == "[" || first == "{" else { return value }
            return first == "[" ? "[…]" : "{…}"
        }
    }

    /// Whether the view changed, appeared, disappeared, or the change concerns the whole scene.
    public var kind: Kind
    /// The view's place in the scene, e.g. `body.content[1]` (empty for ``Kind/scene``).
    public var path: String
    /// The view's `id`, when the scene gave one.
    public var id: String?
    /// What the view shows that a person recognises it by: a guide's label or a text.
    public var label: String?
    /// The values that differ (for ``Kind/changed`` and ``Kind/scene``).
    public var fields: [Field]
    /// Whether a ``ViewMask`` covers the view: listed, but deciding nothing.
    public var ignored: Bool

    /// A change of `kind` at `path`, with no id, label or fields unless told.
    public init(kind: Kind, path: String, id: String? = nil, label: String? = nil, fields: [Field] = [],
                ignored: Bool = false) {
        self.kind = kind; self.path = path; self.id = id; self.label = label; self.fields = fields
        self.ignored = ignored
    }

    /// The view as a person finds it: path, `#id` and the quoted label, whichever are known.
    public var viewName: String {
        var parts = [path.isEmpty ? "scene" : path]
        if let id { parts.append("#\(id)") }
        if let label { parts.append("\"\(label)\"") }
        return parts.joined(separator: " ")
    }

    /// One line: ``viewName``, then `added`, `removed`, or the differing fields joined by `; `; `(ignored)` at the
    /// end of a masked view's.
    public var description: String {
        let text = switch kind {
        case .added: "\(viewName): added"
        case .removed: "\(viewName): removed"
        case .changed, .scene: "\(viewName): " + fields.map(\.description).joined(separator: "; ")
        }
        return ignored ? text + " (ignored)" : text
    }
}
