/// How a stroked line ends and turns: `StrokeStyle`'s `lineCap` and `lineJoin`.
public struct StrokeEnds: Sendable, Hashable, Codable {
    /// The end of an open line.
    public enum Cap: String, Sendable, Hashable, Codable, CaseIterable {
        /// Square, at the end point (SwiftUI's default).
        case butt
        /// A half circle of the line's width around the end point.
        case round
        /// Square, half the line's width past the end point.
        case square
    }

    /// Where two pieces of a line meet.
    public enum Join: String, Sendable, Hashable, Codable, CaseIterable {
        /// The outer edges extended until they meet, cut to a bevel past a miter limit of 10 (SwiftUI's default).
        case miter
        /// A circle of the line's width around the corner.
        case round
        /// The outer corners joined by a straight edge.
        case bevel
    }

    public var cap: Cap
    public var join: Join

    /// Butt caps and mitered joins, SwiftUI's defaults.
    public static let standard = StrokeEnds(cap: .butt, join: .miter)

    public init(cap: Cap = .butt, join: Join = .miter) {
        self.cap = cap
        self.join = join
    }
}
