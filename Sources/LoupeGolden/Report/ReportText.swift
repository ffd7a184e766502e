import LoupeDiff

extension CheckItem {
    /// What the reports say when ``isDrawingChangeOnly``.
    public static let drawingChangeSentence =
        "Pixels differ while every view's layout is unchanged: a drawing change, not a layout change."

    /// What the reports say when the golden had no layout report to compare with.
    public static let layoutNotComparedSentence = "Layout not compared: the golden has no layout report."
}

/// The phrasing the HTML and JUnit reports share, so a figure reads the same in both.
enum ReportText {
    /// `1179×2556`.
    static func size(width: Int, height: Int) -> String { "\(width)×\(height)" }

    /// The comparison's figures as labelled values, in the order people read them.
    static func figures(_ comparison: DiffResult) -> [(label: String, value: String)] {
        var figures = [
            ("Expected size", size(width: comparison.expectedWidth, height: comparison.expectedHeight)),
            ("Actual size", size(width: comparison.actualWidth, height: comparison.actualHeight)),
            ("Differing pixels", "\(comparison.diffPixels) of \(comparison.totalPixels)"
                + " (\(DiffResult.percent(comparison.diffRatio)))"),
            ("Allowed", "\(comparison.allowedDiffPixels) pixels"),
            ("Bounds", comparison.bounds.map(bounds) ?? "none"),
        ]
        if comparison.antiAliasedPixels > 0 {
            figures.insert(("Anti-aliased, not counted", "\(comparison.antiAliasedPixels) pixels"), at: 3)
        }
        return figures
    }

    /// `x 10, y 20, 30×40`.
    static func bounds(_ region: PixelRegion) -> String {
        "x \(region.x), y \(region.y), " + size(width: region.width, height: region.height)
    }

    /// The artifact files that were written, labelled.
    static func artifacts(_ artifacts: CheckItem.Artifacts?) -> [(label: String, path: String)] {
        guard let artifacts else { return [] }
        return [("expected", artifacts.expected), ("actual", artifacts.actual), ("diff", artifacts.diff)]
            .compactMap { label, path in path.map { (label, $0) } }
    }

    /// What a report says about the layout instead of a list of changes, or `nil` when there is a list to show
    /// (or nothing to say: the pictures match).
    static func layoutSentence(for item: CheckItem) -> String? {
        if item.isDrawingChangeOnly { return CheckItem.drawingChangeSentence }
        if !item.layoutCompared, item.comparison.map({ !$0.match }) == true { return CheckItem.layoutNotComparedSentence }
        return nil
    }

    /// What each record mode does, for a report's header.
    static func explanation(of mode: RecordMode) -> String {
        switch mode {
        case .missing: return "missing goldens are recorded, and fail the run"
        case .failed: return "failing goldens are rewritten"
        case .all: return "every golden that would change is rewritten"
        case .never: return "goldens are never written"
        }
    }
}
