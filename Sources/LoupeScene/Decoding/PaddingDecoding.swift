import LoupeCore

/// `padding`: a length on every edge (`16`), `{"edges", "length"}` (both optional: all edges, the platform
/// default 16), or explicit insets `{"top", "leading", "bottom", "trailing"}` (missing edges 0). Resolved to
/// `EdgeInsets`; negative lengths are allowed, as in SwiftUI.
enum PaddingDecoding {
    /// iOS's default padding on every edge (`docs/layout.md#padding`).
    static let defaultLength = 16.0

    static let edgeKeys = ["top", "leading", "bottom", "trailing"]

    static func padding(_ located: LocatedValue) throws(SceneError) -> EdgeInsets {
        switch located.value {
        case .number:
            return EdgeInsets(all: try located.number())
        case .object(let object):
            if object.keys.contains(where: edgeKeys.contains) {
                if let mixed = object.keys.first(where: { $0 == "edges" || $0 == "length" }) {
                    throw located.error("padding is either {\"edges\", \"length\"} or explicit insets "
                                        + "{\"top\", \"leading\", \"bottom\", \"trailing\"}, not both; found \(quoted(mixed))")
                }
                let reader = try ObjectReader(located, keys: edgeKeys)
                return EdgeInsets(top: try reader.optional("top")?.number() ?? 0,
                                  leading: try reader.optional("leading")?.number() ?? 0,
                                  bottom: try reader.optional("bottom")?.number() ?? 0,
                                  trailing: try reader.optional("trailing")?.number() ?? 0)
            }
            let reader = try ObjectReader(located, keys: ["edges", "length"], unknownKey: { _ in
                "unknown key; expected edges, length, or explicit insets top, leading, bottom, trailing"
            })
            let edges = try reader.optional("edges").map { (value) throws(SceneError) in
                try GeometryDecoding.edges(value)
            } ?? .all
            let length = try reader.optional("length")?.number() ?? defaultLength
            return EdgeInsets(top: edges.contains(.top) ? length : 0,
                              leading: edges.contains(.leading) ? length : 0,
                              bottom: edges.contains(.bottom) ? length : 0,
                              trailing: edges.contains(.trailing) ? length : 0)
        default:
            throw located.mismatch(expected: "a number or an object {\"edges\", \"length\"}")
        }
    }
}
