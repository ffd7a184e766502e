import LoupeCore

/// Measures and lays out text in points with the shipped fonts (`docs/layout.md#text-measurement`).
///
/// Its `measure(_:font:width:lineLimit:)` has exactly the shape of LoupeLayout's `TextMeasuring` requirement, so
/// the facade conforms it with an empty extension. `measure` is `layout(...).size`: what is measured is what is drawn.
///
/// - Line breaking: `width == nil` (or infinite) gives one line per explicit newline; a finite width wraps greedily
///   at spaces and breaks a word wider than the width between characters; `lineLimit` keeps that many lines and ends
///   the last one with "…" (tail truncation), filling it with as much of the rest of its paragraph as fits.
/// - Advances are unhinted and scale linearly with the size, so measurement does not depend on the device scale.
/// - Kerning comes from a `kern` table only. The shipped fonts have none (Inter kerns through `GPOS`, which needs a
///   shaper such as HarfBuzz), so their text is set without kerning.
public struct TextMeasurer: Sendable {
    /// The library whose faces measure.
    public let library: FontLibrary

    /// A measurer over an existing library (share one library between the measurer and the rasterizer).
    public init(library: FontLibrary) { self.library = library }

    /// A measurer with a library of its own.
    public init() throws { library = try FontLibrary() }

    /// The unrounded size of `string` set in `font`: widest line × (lines × line height), at least one line.
    public func measure(_ string: String, font: FontSpec, width: Double?, lineLimit: Int?) -> Size {
        layout(string, font: font, width: width, lineLimit: lineLimit).size
    }

    /// The distance from the top of a line of `font` down to its baseline: the face's ascent at the font's size.
    public func ascent(of font: FontSpec) -> Double { library.metrics(for: font).ascent }

    /// The advance width of `string` on one line (newlines and other control characters have no width).
    public func width(of string: String, font: FontSpec) -> Double {
        lineWidth(string, primary: library.faceIndex(for: font), tabularFigures: font.monospacedDigit,
                  size: FontLibrary.usableSize(font.size), tracking: font.tracking, widthScale: font.width.scale)
    }

    /// The advance width of `string` on one line in `face` at `size` (points in, points out; pixels in, pixels out),
    /// for faces opened by path. Kerning from the face's `kern` table is included.
    public func width(of string: String, face: FontFace, size: Double) -> Double {
        lineWidth(string, primary: face.index, tabularFigures: false, size: FontLibrary.usableSize(size))
    }

    private func lineWidth(_ string: String, primary: Int, tabularFigures: Bool, size: Double,
                           tracking: Double = 0, widthScale: Double = 1) -> Double {
        let run = library.withStore { store in
            ClusterRun(
                paragraph: string[...],
                clusters: Self.tracked(Self.widened(store.clusters(of: string[...], primary: primary, tabularFigures: tabularFigures,
                                                                   size: size), by: widthScale), by: tracking))
        }
        return run.width(0..<run.count)
    }

    /// The lines of `string` set in `font`, wrapped and truncated as `measure` does.
    public func layout(_ string: String, font: FontSpec, width: Double?, lineLimit: Int?) -> TextLayout {
        let size = FontLibrary.usableSize(font.size)
        let primary = library.faceIndex(for: font)
        let paragraphs = string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let ellipsis = "…"
        let (runs, ellipsisWidth, metrics) = library.withStore { store in
            let runs = paragraphs.map {
                ClusterRun(
                    paragraph: $0,
                    clusters: Self.tracked(Self.widened(store.clusters(of: $0, primary: primary, tabularFigures: font.monospacedDigit,
                                                                       size: size), by: font.width.scale), by: font.tracking))
            }
            let ellipsisClusters = store.clusters(
                of: ellipsis[...], primary: primary, tabularFigures: font.monospacedDigit, size: size)
            return (runs, Self.tracked(Self.widened(ellipsisClusters, by: font.width.scale), by: font.tracking).reduce(0) { $0 + $1.advance },
                    store.faces[primary].metrics(size: size))
        }
        // NaN and infinite widths wrap nothing, like `nil`.
        let maxWidth = width.flatMap { $0.isFinite ? $0 : nil }
        var placed: [(run: Int, clusters: Range<Int>)] = []
        for (index, run) in runs.enumerated() {
            let ranges = maxWidth.map { run.wrap(maxWidth: $0) } ?? [0..<run.count]
            placed += ranges.map { (index, $0) }
        }
        let limit = lineLimit.map { max($0, 1) } ?? Int.max
        let lineSpacing = font.lineSpacing.isFinite ? max(font.lineSpacing, 0) : 0
        let isTruncated = placed.count > limit
        var lines: [TextLayout.Line] = []
        for (lineIndex, line) in placed.prefix(limit).enumerated() {
            let run = runs[line.run]
            let baseline = Double(lineIndex) * (metrics.lineHeight + lineSpacing) + metrics.ascent
            if isTruncated, lineIndex == limit - 1, limit == 1, let maxWidth, font.truncationMode != .tail {
                // A text cut to one line keeps its end (head) or both ends (middle) of its first paragraph.
                let whole = 0..<run.count
                let (start, end): (Range<Int>, Range<Int>)
                if font.truncationMode == .head {
                    start = 0..<0
                    end = run.truncatedSuffix(from: 0, to: whole.upperBound, maxWidth: maxWidth, ellipsisWidth: ellipsisWidth)
                } else {
                    start = run.truncatedPrefix(from: 0, maxWidth: (maxWidth + ellipsisWidth) / 2, ellipsisWidth: ellipsisWidth)
                    end = run.truncatedSuffix(from: start.upperBound, to: whole.upperBound,
                                              maxWidth: maxWidth - run.width(start), ellipsisWidth: ellipsisWidth)
                }
                lines.append(.init(text: String(run.text(start)) + ellipsis + String(run.text(end)),
                                   width: run.width(start) + ellipsisWidth + run.width(end), baseline: baseline))
            } else if isTruncated, lineIndex == limit - 1 {
                let kept = maxWidth.map {
                    run.truncatedPrefix(from: line.clusters.lowerBound, maxWidth: $0, ellipsisWidth: ellipsisWidth)
                } ?? line.clusters
                lines.append(.init(
                    text: String(run.text(kept)) + ellipsis, width: run.width(kept) + ellipsisWidth, baseline: baseline))
            } else {
                lines.append(.init(text: String(run.text(line.clusters)), width: run.width(line.clusters), baseline: baseline))
            }
        }
        return TextLayout(lines: lines, metrics: metrics, isTruncated: isTruncated, lineSpacing: lineSpacing)
    }

    /// `clusters` with `tracking` points after each (`tracking(_:)`, `kerning(_:)`): the space is part of the
    /// character's advance, so it counts where lines wrap and where a truncated line ends.
    private static func tracked(_ clusters: [Cluster], by tracking: Double) -> [Cluster] {
        guard tracking != 0, tracking.isFinite else { return clusters }
        return clusters.map { Cluster(range: $0.range, advance: $0.advance + tracking, kernAfter: $0.kernAfter, isSpace: $0.isSpace) }
    }

    /// `clusters` set in a width other than the standard one: advances and kerning scaled as the glyphs are drawn.
    static func widened(_ clusters: [Cluster], by scale: Double) -> [Cluster] {
        guard scale != 1 else { return clusters }
        return clusters.map { Cluster(range: $0.range, advance: $0.advance * scale, kernAfter: $0.kernAfter * scale, isSpace: $0.isSpace) }
    }
}
