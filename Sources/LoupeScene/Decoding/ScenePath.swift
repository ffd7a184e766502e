/// Builds the paths errors and `ViewNode.path` use: `body.content[1].modifiers[0].frame.width`.
enum ScenePath {
    /// The path of the top-level object in error messages.
    static let rootName = "scene"

    /// `base.key`, or `base["odd key"]` when the key is not a plain identifier; just `key` at the root.
    static func member(_ base: String, _ key: String) -> String {
        guard isIdentifier(key) else { return base + "[\(quoted(key))]" }
        if base.isEmpty { return key }
        var path = base
        path.reserveCapacity(base.utf8.count + 1 + key.utf8.count)
        path.append(".")
        path.append(key)
        return path
    }

    /// `base[index]`.
    static func element(_ base: String, _ index: Int) -> String { "\(base)[\(index)]" }

    /// An ASCII letter or `_`, then letters, digits or `_`.
    private static func isIdentifier(_ key: String) -> Bool {
        var isFirst = true
        for byte in key.utf8 {
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isLetter || byte == UInt8(ascii: "_") || (isDigit && !isFirst) else { return false }
            isFirst = false
        }
        return !isFirst
    }
}
