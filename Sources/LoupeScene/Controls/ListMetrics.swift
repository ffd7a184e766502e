import LoupeCore

/// How a list style lays out and draws its sections and rows. Every figure and its source is in
/// `docs/controls.md#list`.
public struct ListMetrics: Sendable {
    /// The style drawn: `automatic` and `sidebar` resolve to `insetGrouped` on iPhone, as does a `Form`.
    public var style: ListStyleKind
    /// From the list's edges to a section's card (0: rows edge to edge).
    public var cardMargin: Double
    /// The card's corner radius.
    public var cornerRadius: Double
    /// A row's padding around its content (`listRowInsets` replaces it).
    public var rowInsets = EdgeInsets(top: 6.5, leading: 20, bottom: 6.5, trailing: 20)
    /// The smallest height of a row (SwiftUI's `defaultMinListRowHeight`).
    public var minimumRowHeight = 44.0
    /// Above a section without a header, and below the last section.
    public var sectionSpacing = 35.0
    /// Above a header's text.
    public var headerTop = 16.0
    /// Below a header's text, down to the rows.
    public var headerBottom = 6.0
    /// Above a footer's text.
    public var footerTop = 6.0
    /// What the list is drawn on, unless `scrollContentBackground(.hidden)`.
    public var background: SystemColor
    /// What a section's rows are drawn on.
    public var cardColor: SystemColor
    /// The disclosure chevron of a `NavigationLink` row: the side of the symbol's square (its glyph is about 7 × 12
    /// inside), how far the square reaches into the row's trailing inset, and the gap to the row's content.
    public static let chevron = (side: 20.0, intoInset: 7.0, gap: 6.0)

    /// The metrics of `style` (of a `Form` when `isForm`).
    public static func of(_ style: ListStyleKind, isForm: Bool = false) -> ListMetrics {
        switch isForm ? .insetGrouped : style {
        case .automatic, .insetGrouped, .sidebar:
            ListMetrics(style: .insetGrouped, cardMargin: 16, cornerRadius: 10, background: .systemGroupedBackground,
                        cardColor: .secondarySystemGroupedBackground)
        case .inset:
            ListMetrics(style: .inset, cardMargin: 16, cornerRadius: 10, background: .systemBackground,
                        cardColor: .systemBackground)
        case .grouped:
            ListMetrics(style: .grouped, cardMargin: 0, cornerRadius: 0, background: .systemGroupedBackground,
                        cardColor: .secondarySystemGroupedBackground)
        case .plain:
            ListMetrics(style: .plain, cardMargin: 0, cornerRadius: 0, background: .systemBackground,
                        cardColor: .systemBackground)
        }
    }

    /// Where a header's or footer's text starts and ends: aligned with the rows' content.
    public var headerInset: Double { cardMargin + rowInsets.leading }
}
