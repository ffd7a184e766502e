extension CheckItem {
    /// The longest ``message`` a ``headline`` repeats whole, in characters: a line of a wide terminal.
    public static let longestHeadline = 160

    /// The ``message`` when it is short; else the views that changed first (each by its first changed value, and how
    /// many more it has), how many others did, and the pixel count. What `check` prints per scene and the report's
    /// page shows above the whole list of changes.
    public var headline: String {
        guard message.count > Self.longestHeadline else { return message }
        let views = layoutChanges.filter { $0.kind != .scene && !$0.ignored }
        let ignored = layoutChanges.filter(\.ignored).count
        let tail = comparison?.summary ?? (layoutCompared ? "pictures not compared" : nil)
        guard let tail, !views.isEmpty || ignored > 0 else {
            return String(message.prefix(Self.longestHeadline - 1)) + "…"
        }
        let shown = views.prefix(2).map { change in
            let what = switch change.kind {
            case .added: "added"
            case .removed: "removed"
            case .changed, .scene:
                (change.fields.first?.description ?? "")
                    + (change.fields.count > 1 ? " (and \(change.fields.count - 1) more)" : "")
            }
            return Self.clipped(change.viewName, to: 48) + " " + Self.clipped(what, to: 48)
        }
        var parts: [String] = []
        if !views.isEmpty {
            let more = views.count > 2 ? ", and \(views.count - 2) more" : ""
            parts.append("\(views.count) view\(views.count == 1 ? "" : "s") changed: " + shown.joined(separator: ", ")
                         + more)
        }
        if ignored > 0 { parts.append("\(ignored) change\(ignored == 1 ? "" : "s") of masked views ignored") }
        let prefix = status == .updated ? "rewrote \(goldenPath): " : ""
        return prefix + (parts + [tail]).joined(separator: "; ")
    }

    private static func clipped(_ text: String, to length: Int) -> String {
        text.count <= length ? text : String(text.prefix(length - 1)) + "…"
    }
}
