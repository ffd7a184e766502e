/// Builds the paths errors and `ViewNode.path` use: `body.content[1].modifiers[0].frame.width`.
enum ScenePath {
    /// The path of the top-level object in error messages.
    static let rootName = "scene"

    /// `base.key`, or `base["odd key"]` when the key is not a plain identifier; just `key` at the root.
    static func member(_ base: String, _ key: String) -> String {
        let component = isIdentifier(key) ? key : "[\(quoted(key))]"
        if base.isEmpty { return component }
        return isIdentifier(key) ? "\(base).\(component)" : base + component
    }

    /// `base[index]`.
    static func element(_ base: String, _ index: Int) -> String { "\(base)[\(index)]" }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || first.properties.isAlphabetic && first.isASCII
        else { return false }
        return key.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }
}
