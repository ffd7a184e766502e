import LoupeCore
import LoupeScene

/// One section's rows as a list lays them out: what the painter draws the card, the row backgrounds, the separators
/// and the chevrons from (`docs/controls.md#list`).
public struct ListCard: Sendable, Hashable {
    /// The rows, top to bottom.
    public var rows: [ListRow]
    /// The list's metrics, for the card's corner radius and colours.
    public var style: ListStyleKind

    /// The card: every row's frame, joined.
    public var frame: Rect {
        guard let first = rows.first?.frame, let last = rows.last?.frame else { return .zero }
        return Rect(x: first.minX, y: first.minY, width: first.width, height: last.maxY - first.minY)
    }
}

/// One row of a list.
public struct ListRow: Sendable, Hashable {
    /// The row's frame: its content with the row insets, at least the minimum row height, across the card.
    public var frame = Rect.zero
    /// Where the content starts, from the row's leading edge: where the separator below starts.
    public var contentLeading = 0.0
    /// `listRowBackground`, drawn over the card.
    public var background: ColorValue?
    /// `listRowSeparator(.hidden)`.
    public var hidesSeparator = false
    /// Whether it is a `NavigationLink`, which shows a chevron at its trailing edge.
    public var showsDisclosure = false

    /// An empty row, filled in by layout.
    public init() {}
}
