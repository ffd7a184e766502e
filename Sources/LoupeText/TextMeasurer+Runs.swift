import LoupeCore

/// Text of several runs, each in its own font (`Text("a") + Text("b").bold()`, markdown): one paragraph's runs are
/// measured cluster by cluster in their fonts and wrapped together, so a line may break inside any run
/// (`docs/layout.md#text-runs`).
extension TextMeasurer {
    /// The lines of `runs` (each a string and its font), wrapped and truncated as ``layout(_:font:width:lineLimit:)``
    /// does. Lines are as tall as the tallest font's line and their baselines as low as the lowest ascent; each line
    /// holds its segments, a run's part each.
    public func layout(runs: [(string: String, font: FontSpec)], width: Double?, lineLimit: Int?) -> TextLayout {
        guard let first = runs.first else { return layout("", font: .body, width: width, lineLimit: lineLimit) }
        // Paragraphs: the runs' text with its newlines, each piece remembering its run.
        var paragraphs: [[(run: Int, text: Substring)]] = [[]]
        for (index, run) in runs.enumerated() {
            let pieces = run.string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            for (pieceIndex, piece) in pieces.enumerated() {
                if pieceIndex > 0 { paragraphs.append([]) }
                if !piece.isEmpty { paragraphs[paragraphs.count - 1].append((index, piece)) }
            }
        }
        let ellipsis = "…"
        let lastFont = runs[runs.count - 1].font
        let built = library.withStore { store -> (runs: [(ClusterRun, [Int])], metrics: FontMetrics, ellipsis: Double) in
            var lineHeight = 0.0, ascent = 0.0, descent = 0.0
            for run in runs {
                let metrics = store.faces[library.faceIndex(for: run.font)].metrics(size: FontLibrary.usableSize(run.font.size))
                lineHeight = max(lineHeight, metrics.lineHeight); ascent = max(ascent, metrics.ascent); descent = max(descent, metrics.descent)
            }
            let base = store.faces[library.faceIndex(for: first.font)].metrics(size: FontLibrary.usableSize(first.font.size))
            var metrics = FontMetrics(ascent: ascent, descent: descent, lineGap: lineHeight - ascent - descent, lineHeight: lineHeight,
                                      underlineOffset: base.underlineOffset, underlineThickness: base.underlineThickness)
            metrics.strikethroughOffset = base.strikethroughOffset
            metrics.strikethroughThickness = base.strikethroughThickness
            let measured = paragraphs.map { pieces -> (ClusterRun, [Int]) in
                let text = pieces.map { String($0.text) }.joined()
                var clusters: [Cluster] = [], owners: [Int] = []
                var offset = text.startIndex
                for piece in pieces {
                    let end = text.index(offset, offsetBy: piece.text.count)
                    let font = runs[piece.run].font
                    let pieceClusters = Self.widened(store.clusters(of: text[offset..<end], primary: library.faceIndex(for: font),
                                                                    tabularFigures: font.monospacedDigit,
                                                                    size: FontLibrary.usableSize(font.size)), by: font.width.scale)
                        .map { Cluster(range: $0.range, advance: $0.advance + (font.tracking.isFinite ? font.tracking : 0),
                                       kernAfter: $0.kernAfter, isSpace: $0.isSpace) }
                    clusters += pieceClusters
                    owners += Array(repeating: piece.run, count: pieceClusters.count)
                    offset = end
                }
                return (ClusterRun(paragraph: text[...], clusters: clusters), owners)
            }
            let ellipsisWidth = store.clusters(of: ellipsis[...], primary: library.faceIndex(for: lastFont),
                                               tabularFigures: false, size: FontLibrary.usableSize(lastFont.size))
                .reduce(0) { $0 + $1.advance }
            return (measured, metrics, ellipsisWidth)
        }
        let maxWidth = width.flatMap { $0.isFinite ? $0 : nil }
        var placed: [(paragraph: Int, clusters: Range<Int>)] = []
        for (index, (run, _)) in built.runs.enumerated() {
            placed += (maxWidth.map { run.wrap(maxWidth: $0) } ?? [0..<run.count]).map { (index, $0) }
        }
        let limit = lineLimit.map { max($0, 1) } ?? Int.max
        let isTruncated = placed.count > limit
        var lines: [TextLayout.Line] = []
        for (lineIndex, line) in placed.prefix(limit).enumerated() {
            let (run, owners) = built.runs[line.paragraph]
            var kept = line.clusters
            let truncatedHere = isTruncated && lineIndex == limit - 1
            if truncatedHere, let maxWidth {
                kept = run.truncatedPrefix(from: line.clusters.lowerBound, maxWidth: maxWidth, ellipsisWidth: built.ellipsis)
            }
            // Segments: consecutive clusters of one run.
            var segments: [TextLayout.Segment] = []
            var start = kept.lowerBound, x = 0.0
            while start < kept.upperBound {
                var end = start
                while end < kept.upperBound, owners[end] == owners[start] { end += 1 }
                let width = run.width(start..<end)
                segments.append(.init(run: owners[start], text: String(run.text(start..<end)), x: x, width: width))
                x += width
                start = end
            }
            if truncatedHere {
                segments.append(.init(run: runs.count - 1, text: ellipsis, x: x, width: built.ellipsis))
                x += built.ellipsis
            }
            let baseline = Double(lineIndex) * built.metrics.lineHeight + built.metrics.ascent
            lines.append(.init(text: segments.map(\.text).joined(), width: x, baseline: baseline, segments: segments))
        }
        if lines.isEmpty { lines = [.init(text: "", width: 0, baseline: built.metrics.ascent)] }
        return TextLayout(lines: lines, metrics: built.metrics, isTruncated: isTruncated)
    }
}
