import LoupeDiff
import LoupeRender
import LoupeJSON

/// `index.html`: one self-contained page a person opens from disk, offline.
///
/// It references nothing outside itself: the pictures are `data:image/png;base64,` URIs, the style and script are
/// inline, and a Content-Security-Policy forbids loading anything else. The header gives the summary line and the
/// record mode; then come the failed scenes, the recorded ones, and the passed ones (compact, collapsed). A failure
/// shows its message, figures, layout changes, files and an image viewer with Playwright's five views: Diff,
/// Actual, Expected, Side by side and Slider.
///
/// The URL fragment picks what the page does on opening: `#view=slider` (or `diff`, `actual`, `expected`, `side`)
/// shows that view in every viewer; `#selftest` clicks through the first viewer, checks every picture loaded and
/// the slider moves, then sets the title to `selftest: pass` or `selftest: fail: <reason>`, which a test reads from
/// headless Chromium's `--dump-dom`.
public enum HTMLReport {
    /// The page's HTML. With `reportFolder` (the folder it is written into, as the user named it), each failure with a
    /// rendering shows the `approve` command that accepts it, and the header the one that accepts them all.
    public static func render(_ report: CheckReport, reportFolder: String? = nil, program: String = "loupe-render") -> String {
        let approve = reportFolder.map { folder in
            { (names: [String]) in
                AcceptCommand.approve(program: program, reportFolder: folder, names: names, goldens: report.goldensDirectory)
            }
        }
        let ordered = report.itemsInReportOrder
        let failed = ordered.filter { $0.status == .failed }
        let recorded = ordered.filter { $0.status == .new || $0.status == .updated }
        let passed = ordered.filter { $0.status == .passed }

        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
            <link rel="icon" href="data:,">
            <title>\(markupEscaped("loupe-render check: " + report.summary))</title>
            <style>\(style)</style>
            </head>
            <body>
            <div class="page">

            """
        html += header(report, failed: failed, recorded: recorded, approve: approve)
        html += "<main>\n"
        if report.items.isEmpty {
            html += "<p class=\"empty\">No scene was checked.</p>\n"
        }
        // Articles are numbered across both groups, as the header's jump links count them.
        for (title, group, first) in [("Failed", failed, 0), ("Recorded", recorded, failed.count)] where !group.isEmpty {
            html += "<section class=\"group\">\n<h2>\(title) <span class=\"count\">\(group.count)</span></h2>\n"
            for (offset, item) in group.enumerated() {
                html += article(item, id: articleID(first + offset), approve: item.isApprovable ? approve : nil)
            }
            html += "</section>\n"
        }
        if !passed.isEmpty {
            html += passedGroup(passed, open: failed.isEmpty && recorded.isEmpty)
        }
        html += "</main>\n</div>\n<script>\(script)</script>\n</body>\n</html>\n"
        return html
    }

    /// The id of the `index`th failed or recorded scene's article: numbered, so no id depends on a scene's name.
    private static func articleID(_ index: Int) -> String { "item-\(index)" }

    private static func header(_ report: CheckReport, failed: [CheckItem], recorded: [CheckItem],
                               approve: (([String]) -> String)?) -> String {
        let verdict = report.succeeded ? "<span class=\"verdict ok\">Passed</span>" : "<span class=\"verdict bad\">Failed</span>"
        var html = """
            <header class="top">
            <div class="title-row"><h1>loupe-render check</h1>\(verdict)</div>
            <p class="summary">\(markupEscaped(report.summary))</p>
            <dl class="meta">
            <dt>Record mode</dt><dd><code>\(report.recordMode.rawValue)</code>: \(markupEscaped(ReportText.explanation(of: report.recordMode)))</dd>
            <dt>Goldens</dt><dd><code>\(markupEscaped(report.goldensDirectory))</code></dd>
            <dt>Comparison</dt><dd>\(markupEscaped(comparisonPhrase(report)))</dd>

            """
        let approvable = failed.filter(\.isApprovable).count
        if let approve, approvable > 0 {
            let what = approvable == 1 ? "the failure's rendering" : "the renderings of all \(approvable) failures"
            html += "<dt>Accept</dt><dd><code class=\"command\">\(markupEscaped(approve([])))</code> "
            html += markupEscaped("copies \(what) into the goldens, as shown here") + "</dd>\n"
        }
        html += "</dl>\n"
        let attention = failed + recorded
        if !attention.isEmpty {
            // Jump links: with many scenes, the failures are found without scrolling.
            html += "<nav class=\"toc\">"
            for (index, item) in attention.enumerated() {
                html += "<a href=\"#\(articleID(index))\" class=\"status-\(item.status.rawValue)\">\(markupEscaped(item.name))</a>"
            }
            html += "</nav>\n"
        }
        return html + "</header>\n"
    }

    /// What the run compared: the pixel options, the layout reports, or both.
    static func comparisonPhrase(_ report: CheckReport) -> String {
        let tolerance = report.layoutTolerance > 0 ? " within \(LayoutTolerance.text(report.layoutTolerance))" : ""
        switch report.comparison {
        case .layout: return "layout reports only\(tolerance) (pictures not compared)"
        case .pixels: return optionsPhrase(report.options) + "; layout reports not compared"
        case .both: return optionsPhrase(report.options) + (tolerance.isEmpty ? "" : "; layout changes\(tolerance) not listed")
        }
    }

    /// `threshold 0.1, anti-aliased pixels not counted, no differing pixel allowed, 1 ignored region (x 0, y 0, 10×20)`.
    static func optionsPhrase(_ options: DiffOptions) -> String {
        var parts = ["threshold " + JSONValue.number(options.threshold).serialized()]
        parts.append(options.includeAA ? "anti-aliased pixels counted" : "anti-aliased pixels not counted")
        var budgets: [String] = []
        if let pixels = options.maxDiffPixels { budgets.append("\(pixels) pixels") }
        if let ratio = options.maxDiffRatio { budgets.append(DiffResult.percent(ratio) + " of the pixels") }
        parts.append(budgets.isEmpty ? "no differing pixel allowed" : "at most " + budgets.joined(separator: " and "))
        if !options.ignoredRegions.isEmpty {
            let count = options.ignoredRegions.count
            parts.append("\(count) ignored region\(count == 1 ? "" : "s") ("
                + options.ignoredRegions.map(ReportText.bounds).joined(separator: "; ") + ")")
        }
        return parts.joined(separator: ", ")
    }

    /// The passed scenes: a name and a message each, collapsed unless nothing else needs a look.
    private static func passedGroup(_ passed: [CheckItem], open: Bool) -> String {
        var html = "<section class=\"group\">\n<details class=\"passed\"\(open ? " open" : "")>\n"
        html += "<summary><h2>Passed <span class=\"count\">\(passed.count)</span></h2></summary>\n"
        html += "<table class=\"passed-list\">\n<tbody>\n"
        for item in passed {
            html += "<tr><td class=\"name\">\(markupEscaped(item.name))</td>"
            html += "<td class=\"message\">\(markupEscaped(item.message))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</details>\n</section>\n"
    }
}
