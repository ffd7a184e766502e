/// A horizontal alignment guide.
public enum HorizontalAlignment: String, Sendable, Hashable, CaseIterable {
    /// The left edge (0), the middle (half the width) or the right edge (the full width) of a box.
    case leading, center, trailing

    /// The guide's position in a box `length` wide (`docs/layout.md#alignment-guides`).
    public func value(in length: Double) -> Double {
        switch self {
        case .leading: return 0
        case .center: return length / 2
        case .trailing: return length
        }
    }
}

/// A vertical alignment guide.
public enum VerticalAlignment: String, Sendable, Hashable, CaseIterable {
    /// The top edge (0), the middle (half the height) or the bottom edge (the full height) of a box.
    case top, center, bottom
    /// The baseline of the first or the last line of text in the view (`docs/layout.md#text-baselines`).
    case firstTextBaseline, lastTextBaseline

    /// The guide's position in a box `length` tall (`docs/layout.md#alignment-guides`); a view without text has its
    /// baselines at its bottom edge.
    public func value(in length: Double) -> Double {
        switch self {
        case .top: return 0
        case .center: return length / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: return length
        }
    }

    /// Whether it is one of the text baselines, which a view's content decides.
    public var isBaseline: Bool { self == .firstTextBaseline || self == .lastTextBaseline }
}

/// A two-dimensional alignment, as SwiftUI's `Alignment`.
public struct Alignment: Sendable, Hashable {
    /// The guide used along the x-axis.
    public var horizontal: HorizontalAlignment
    /// The guide used along the y-axis.
    public var vertical: VerticalAlignment
    /// An alignment from its horizontal and vertical guides.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }

    /// Centred on both axes; the default of frames, stacks and overlays.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Centred horizontally, at the top edge.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Centred horizontally, at the bottom edge.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// At the leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// At the trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// At the top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// At the top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// At the bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// At the bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The nine named alignments and SwiftUI's six on a text baseline (`leadingFirstTextBaseline`, …), with the names
    /// the scene format uses.
    public static let named: [(String, Alignment)] = [
        ("center", .center), ("top", .top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing),
        ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
    ] + [HorizontalAlignment.leading, .center, .trailing].flatMap { horizontal in
        [VerticalAlignment.firstTextBaseline, .lastTextBaseline].map { vertical in
            (horizontal.rawValue + vertical.rawValue.prefix(1).uppercased() + vertical.rawValue.dropFirst(),
             Alignment(horizontal: horizontal, vertical: vertical))
        }
    }
}
