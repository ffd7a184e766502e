/// A horizontal alignment guide.
public enum HorizontalAlignment: String, Sendable, Hashable, CaseIterable {
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
    case top, center, bottom

    /// The guide's position in a box `length` tall (`docs/layout.md#alignment-guides`).
    public func value(in length: Double) -> Double {
        switch self {
        case .top: return 0
        case .center: return length / 2
        case .bottom: return length
        }
    }
}

/// A two-dimensional alignment, as SwiftUI's `Alignment`.
public struct Alignment: Sendable, Hashable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The nine named alignments with the names the scene format uses.
    public static let named: [(String, Alignment)] = [
        ("center", .center), ("top", .top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing),
        ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
    ]
}
