/// One column of a `LazyVGrid` or one row of a `LazyHGrid`: SwiftUI's `GridItem` (`docs/layout.md#lazy-grids`).
public struct GridItemSpec: Sendable, Hashable {
    /// How the item's length is decided.
    public enum Size: Sendable, Hashable {
        /// Exactly this many points.
        case fixed(Double)
        /// A share of the length the fixed items leave, kept within `minimum…maximum`.
        case flexible(minimum: Double, maximum: Double)
        /// As many tracks of at least `minimum` (and at most `maximum`) as fit in the share a flexible item would get.
        case adaptive(minimum: Double, maximum: Double)
    }

    /// How long the item is.
    public var size: Size
    /// The space after the item, before the next one (and between an adaptive item's own tracks); `nil` is 8.
    public var spacing: Double?
    /// Where each view sits in its cell; `nil` is the grid's alignment.
    public var alignment: Alignment?

    /// An item of `size`, the default spacing and the grid's alignment unless told.
    public init(_ size: Size, spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }

    /// `GridItem()`: flexible from 10 points to any length.
    public static let flexible = GridItemSpec(.flexible(minimum: defaultMinimum, maximum: .infinity))
    /// SwiftUI's default `minimum` of a flexible item.
    public static let defaultMinimum = 10.0
    /// The space after an item, and between a grid's lines, when none is given.
    public static let defaultSpacing = 8.0
}

/// `LazyVGrid(columns:alignment:spacing:)` or `LazyHGrid(rows:alignment:spacing:)`: the content flows into the items
/// (columns of a vertical grid, rows of a horizontal one), line after line.
public struct LazyGridSpec: Sendable, Hashable {
    /// Whether lines are added downwards (`LazyVGrid`: the items are columns) or to the trailing side (`LazyHGrid`).
    public var isVertical: Bool
    /// The columns (vertical) or rows (horizontal); at least one.
    public var items: [GridItemSpec]
    /// Where each view sits in its cell when its item names no alignment: a `LazyVGrid` takes a horizontal guide (and
    /// centres vertically), a `LazyHGrid` a vertical one.
    public var alignment: Alignment
    /// The space between lines (rows of a vertical grid); `nil` is 8.
    public var spacing: Double?
    /// The views, in the order they fill the cells.
    public var content: [ViewNode]

    /// A grid as given.
    public init(isVertical: Bool, items: [GridItemSpec], alignment: Alignment = .center, spacing: Double? = nil,
                content: [ViewNode]) {
        self.isVertical = isVertical; self.items = items; self.alignment = alignment; self.spacing = spacing
        self.content = content
    }

    /// The SwiftUI type: `LazyVGrid` or `LazyHGrid`.
    public var name: String { isVertical ? "LazyVGrid" : "LazyHGrid" }
}
