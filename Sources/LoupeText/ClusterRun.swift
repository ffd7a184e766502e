/// A measured paragraph: its clusters and the prefix sums that give any range's width in constant time.
struct ClusterRun {
    let paragraph: Substring
    let clusters: [Cluster]
    /// `advancePrefix[k]` = sum of the advances of clusters `0..<k`.
    private let advancePrefix: [Double]
    /// `kernPrefix[k]` = sum of the kerning after clusters `0..<k`.
    private let kernPrefix: [Double]

    init(paragraph: Substring, clusters: [Cluster]) {
        self.paragraph = paragraph
        self.clusters = clusters
        var advances = [0.0], kerns = [0.0]
        advances.reserveCapacity(clusters.count + 1)
        kerns.reserveCapacity(clusters.count + 1)
        for cluster in clusters {
            advances.append(advances[advances.count - 1] + cluster.advance)
            kerns.append(kerns[kerns.count - 1] + cluster.kernAfter)
        }
        advancePrefix = advances
        kernPrefix = kerns
    }

    var count: Int { clusters.count }

    /// The width of clusters `range` set on one line: their advances plus the kerning inside the range.
    func width(_ range: Range<Int>) -> Double {
        guard !range.isEmpty else { return 0 }
        return advancePrefix[range.upperBound] - advancePrefix[range.lowerBound]
            + kernPrefix[range.upperBound - 1] - kernPrefix[range.lowerBound]
    }

    /// The characters of clusters `range`.
    func text(_ range: Range<Int>) -> Substring {
        guard !range.isEmpty else { return paragraph[paragraph.startIndex..<paragraph.startIndex] }
        return paragraph[clusters[range.lowerBound].range.lowerBound..<clusters[range.upperBound - 1].range.upperBound]
    }

    /// `range` without the spaces at its end: spaces where a line wraps hang past the edge and are not measured.
    func trimmingTrailingSpaces(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, clusters[end - 1].isSpace { end -= 1 }
        return range.lowerBound..<end
    }

    /// The lines of a greedy word wrap at `maxWidth` (`docs/layout.md#wrapping-and-truncation`).
    ///
    /// Lines break at spaces; the spaces at a break belong to neither line. A word wider than `maxWidth` is broken
    /// between characters, and every line holds at least one character, so a width of 0 gives one character per line.
    /// An empty paragraph is one empty line.
    func wrap(maxWidth: Double) -> [Range<Int>] {
        guard count > 0 else { return [0..<0] }
        var lines: [Range<Int>] = []
        var start = 0
        while start < count {
            var end = start
            var lastBreak: Int?
            var sawWord = false
            while end < count {
                let cluster = clusters[end]
                if cluster.isSpace {
                    if sawWord { lastBreak = end }
                } else {
                    if end > start, width(start..<end + 1) > maxWidth { break }
                    sawWord = true
                }
                end += 1
            }
            if end == count {
                lines.append(trimmingTrailingSpaces(start..<count))
                break
            }
            if let lastBreak {
                lines.append(trimmingTrailingSpaces(start..<lastBreak))
                start = lastBreak
                while start < count, clusters[start].isSpace { start += 1 }
            } else {
                lines.append(start..<end)
                start = end
            }
        }
        return lines
    }

    /// The longest start of clusters `start..<count` that fits in `maxWidth` together with a trailing ellipsis of
    /// width `ellipsisWidth`, with trailing spaces removed (possibly empty).
    func truncatedPrefix(from start: Int, maxWidth: Double, ellipsisWidth: Double) -> Range<Int> {
        var best = start..<start
        var end = start
        while end < count {
            end += 1
            let candidate = trimmingTrailingSpaces(start..<end)
            if width(candidate) + ellipsisWidth > maxWidth { break }
            best = candidate
        }
        return best
    }

    /// The longest end of clusters `start..<end` that fits in `maxWidth` after a leading ellipsis of width
    /// `ellipsisWidth`, with leading spaces removed (possibly empty).
    func truncatedSuffix(from start: Int, to end: Int, maxWidth: Double, ellipsisWidth: Double) -> Range<Int> {
        var best = end..<end
        var begin = end
        while begin > start {
            begin -= 1
            var candidate = begin..<end
            while !candidate.isEmpty, clusters[candidate.lowerBound].isSpace { candidate = candidate.lowerBound + 1..<end }
            if width(candidate) + ellipsisWidth > maxWidth { break }
            best = candidate
        }
        return best
    }
}
