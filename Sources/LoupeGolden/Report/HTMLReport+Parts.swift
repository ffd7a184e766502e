extension HTMLReport {
    /// The report page's style sheet, for a page built from the same parts (the review server's).
    public static var styleSheet: String { style }

    /// The report page's script. It sets up the picture viewers of the page on load, and defines
    /// `window.loupeSetUpViewers(root)` to set up those a live page puts in later.
    public static var viewerScript: String { script }

    /// One scene's article as the report shows it — heading, message, figures, layout changes, files and the picture
    /// viewer — with `actions` (markup) at the end of its heading's row.
    public static func article(for item: CheckItem, id: String, actions: String) -> String {
        article(item, id: id, actions: actions)
    }

    /// `text` escaped for HTML text and attribute values, as the reports escape theirs.
    public static func escaped(_ text: String) -> String { markupEscaped(text) }
}
