extension HTMLReport {
    /// One failed or recorded scene: name, badge, message, then its facts beside its pictures.
    /// `actions` is markup put at the end of the heading's row: the review page's buttons.
    static func article(_ item: CheckItem, id: String, approve: (([String]) -> String)? = nil,
                        actions: String = "") -> String {
        let status = item.status.rawValue
        var html = "<article class=\"item status-\(status)\" id=\"\(id)\">\n"
        html += "<div class=\"item-head\"><h3>\(markupEscaped(item.name))</h3>"
        html += "<span class=\"badge status-\(status)\">\(status)</span>\(actions)</div>\n"
        html += "<p class=\"message\">\(markupEscaped(item.headline))</p>\n"
        let viewer = Viewer(item: item, id: id)
        html += "<div class=\"item-body\(viewer == nil ? " facts-only" : "")\">\n"
        html += facts(item, approve: approve)
        if let viewer { html += viewer.html }
        return html + "</div>\n</article>\n"
    }

    /// The figures, the layout and the files.
    private static func facts(_ item: CheckItem, approve: (([String]) -> String)?) -> String {
        var html = "<div class=\"facts\">\n"
        if let comparison = item.comparison {
            html += "<h4>Figures</h4>\n<dl class=\"figures\">\n"
            for (label, value) in ReportText.figures(comparison) {
                html += "<dt>\(markupEscaped(label))</dt><dd>\(markupEscaped(value))</dd>\n"
            }
            html += "</dl>\n"
        }
        if let sentence = ReportText.layoutSentence(for: item) {
            html += "<h4>Layout</h4>\n<p class=\"note\">\(markupEscaped(sentence))</p>\n"
        } else if !item.layoutChanges.isEmpty {
            html += "<h4>Layout changes <span class=\"count\">\(item.layoutChanges.count)</span></h4>\n"
            html += "<ul class=\"changes\">\n"
            for change in item.layoutChanges { html += layoutChange(change) }
            html += "</ul>\n"
        }
        html += "<h4>Files</h4>\n<dl class=\"files\">\n"
        let files = [("scene", item.scenePath), ("golden", item.goldenPath)] + ReportText.artifacts(item.artifacts)
        for (label, path) in files {
            html += "<dt>\(markupEscaped(label))</dt><dd><code>\(markupEscaped(path))</code></dd>\n"
        }
        html += "</dl>\n"
        if let approve {
            html += "<h4>Accept this change</h4>\n<p class=\"accept\"><code class=\"command\">"
            html += markupEscaped(approve([item.name])) + "</code></p>\n"
        }
        return html + "</div>\n"
    }

    /// `changed body.content[1] #id "label"`, then one line per differing value: `frame.y 59 → 67`.
    private static func layoutChange(_ change: LayoutChange) -> String {
        var html = "<li><span class=\"kind kind-\(change.kind.rawValue)\">\(change.kind.rawValue)</span> "
        html += "<code class=\"view\">\(markupEscaped(change.viewName))</code>"
        if change.ignored { html += " <span class=\"kind kind-ignored\">ignored</span>" }
        if !change.fields.isEmpty {
            html += "\n<ul class=\"fields\">\n"
            for field in change.fields {
                html += "<li><code>\(markupEscaped(field.key))</code> "
                html += "<del>\(markupEscaped(field.old ?? "(none)"))</del> → "
                html += "<ins>\(markupEscaped(field.new ?? "(none)"))</ins></li>\n"
            }
            html += "</ul>\n"
        }
        return html + "</li>\n"
    }
}
